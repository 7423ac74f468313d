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

/**
 * Resolves once the browser has painted the next frame: a press answered with this first shows
 * its feedback (a pressed button, an expanded state), and the heavier work after it no longer
 * holds that paint. In a hidden page (no frames) it is the next task.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    return nextTask();
  }
  return new Promise((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));
}
