import { useState } from 'react';
import type { EditorState, PublishingChoice } from '../lib/publication-state';
import { defaultScheduleTime, toLocalInput } from '../lib/publish-time';

/**
 * The publishing controls' state: a scheduled post starts on "At a set time" with its date, any
 * other on "Now" with a default time ready; the schedule's problem, if a save found one.
 */
export function usePublishingChoice(state: EditorState, publishedAt: string | null) {
  const [publishing, setPublishing] = useState<PublishingChoice>(() => ({
    when: state === 'scheduled' ? 'later' : 'now',
    scheduleAt: toLocalInput(
      state === 'scheduled' && publishedAt
        ? new Date(publishedAt)
        : defaultScheduleTime(new Date()),
    ),
    republish: false,
  }));
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  return { publishing, setPublishing, scheduleError, setScheduleError };
}
