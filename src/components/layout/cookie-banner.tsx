// Placeholder: replaced by the cookie banner (issue 2, chrome).
export function CookieBanner() {
  return null;
}
