import type { ReactNode } from 'react';
import type { LanguageCode } from '@/config/languages';
import { cn } from '@/lib/cn';

/*
 * Small drawn flags for the language switcher. Emoji flags (languages.ts) render as two letters on
 * Windows and on systems without a colour-emoji font, so the switcher draws its own. The flag is
 * decoration: the language's name and code are always written next to it. National colours are
 * literal here on purpose; they are not part of the site's palette.
 */
const star = 'M0,-1 L0.588,0.809 L-0.951,-0.309 L0.951,-0.309 L-0.588,0.809 Z';

const drawings: Record<LanguageCode, ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="13" height={(20 / 13) * 7} fill="#3c3b6e" />
      {[2, 5, 8, 11].flatMap((x) =>
        [2.2, 5.4, 8.6].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="0.7" fill="#fff" />),
      )}
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
  fr: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#002654" />
      <rect x="20" width="10" height="20" fill="#ce1126" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="20" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  pt: (
    <>
      <rect width="30" height="20" fill="#009c3b" />
      <path d="M15 2.5 27 10 15 17.5 3 10z" fill="#ffdf00" />
      <circle cx="15" cy="10" r="4.4" fill="#002776" />
      <path d="M10.8 9.2q4.4-1.4 8.4 1.6" stroke="#fff" strokeWidth="0.8" fill="none" />
    </>
  ),
  it: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="10" height="20" fill="#009246" />
      <rect x="20" width="10" height="20" fill="#ce2b37" />
    </>
  ),
  nl: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ae1c28" />
      <rect y="13.33" width="30" height="6.67" fill="#21468b" />
    </>
  ),
  ja: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <circle cx="15" cy="10" r="6" fill="#bc002d" />
    </>
  ),
  ko: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path d="M10 10a5 5 0 0 1 10 0z" fill="#cd2e3a" />
      <path d="M10 10a5 5 0 0 0 10 0z" fill="#0047a0" />
      <circle cx="12.5" cy="10" r="2.5" fill="#cd2e3a" />
      <circle cx="17.5" cy="10" r="2.5" fill="#0047a0" />
      <g stroke="#000" strokeWidth="1">
        <path d="M3.5 4.5l2.5-2M4.5 5.5l2.5-2M5.5 6.5l2.5-2" />
        <path d="M22 2.5l2.5 2M23 1.5l2.5 2M24 3.5l2.5 2" transform="translate(0 1)" />
        <path d="M3.5 15.5l2.5 2M4.5 14.5l2.5 2M5.5 13.5l2.5 2" />
        <path d="M22 17.5l2.5-2M23 18.5l2.5-2M24 16.5l2.5-2" transform="translate(0 -1)" />
      </g>
    </>
  ),
  zh: (
    <>
      <rect width="30" height="20" fill="#ee1c25" />
      <path d={star} transform="translate(5 5) scale(3)" fill="#ffff00" />
      {[
        [10, 2, 23],
        [12, 4, 45],
        [12, 7, 0],
        [10, 9, 20],
      ].map(([x, y, angle]) => (
        <path
          key={`${x}-${y}`}
          d={star}
          transform={`translate(${x} ${y}) rotate(${angle}) scale(1)`}
          fill="#ffff00"
        />
      ))}
    </>
  ),
};

export function Flag({ code, className }: { code: LanguageCode; className?: string }) {
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden
      focusable="false"
      data-flag={code}
      className={cn('ring-border h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] ring-1', className)}
    >
      {drawings[code]}
    </svg>
  );
}
