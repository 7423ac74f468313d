/** The editor's autosave of drafts and its recovery of browser copies (part of `admin`). */
export const autosave = {
  /** While an autosave is running. */
  saving: 'Saving...',
  /** After an autosave; {time} is the local time. */
  saved: 'Saved automatically at {time}',
  /** An autosave failed (offline, server error). */
  failed: 'Autosave failed — your text is kept in this browser',
  /** Someone else saved the post: autosave stops until the next save. */
  stopped:
    'Autosave paused: someone else saved this post. Your next save shows their changes next to yours.',
  /** A history entry written by autosaves (one per run). */
  history: 'Autosave',
  /** The browser copy is older than the draft on the server; {local} and {server} are dates. */
  serverNewer:
    'This browser has unsaved changes from {local}, but a newer version of this draft was saved on {server}. The newer version is shown.',
  /** Puts the older browser copy in the form. */
  useBrowserCopy: 'Use the browser copy',
  /** Drops the browser copy. */
  discardBrowserCopy: 'Discard the browser copy',
};
