/**
 * Resolves in a new task of the event loop, so the work after it starts with the main thread
 * free for input and a frame. A message, not a timer: a timer in a background tab waits up to a
 * second (and a test's paused clock forever), while a message is delivered at once, as React's
 * own scheduler does it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
