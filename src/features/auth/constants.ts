/** The one-time passcode has 4 digits and "Remember me" lasts 30 days. */
export const oneTimeCodeDigits = 4;
export const rememberMeDays = 30;

/** How long each sign-in carousel slide stays before the next one (ms). */
export const slideIntervalMs = 6000;
