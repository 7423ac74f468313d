/**
 * Drawings for the three sign-in slides: shapes only (no words to translate), coloured with the
 * design tokens so they follow the palette. Decorative: each slide's title and text carry the
 * meaning, so the SVGs are hidden from assistive technology.
 */

const frame = 'h-auto w-full';

/** A live dashboard: KPI tiles and a rising line over bars. */
export function AnalyticsIllustration() {
  return (
    <svg viewBox="0 0 320 200" aria-hidden focusable="false" className={frame}>
      <rect width="320" height="200" rx="16" className="fill-white" />
      <rect x="16" y="16" width="88" height="44" rx="8" className="fill-primary-soft" />
      <rect x="116" y="16" width="88" height="44" rx="8" className="fill-muted" />
      <rect x="216" y="16" width="88" height="44" rx="8" className="fill-accent-soft" />
      <rect x="26" y="27" width="40" height="6" rx="3" className="fill-primary/40" />
      <rect x="26" y="40" width="56" height="10" rx="3" className="fill-primary" />
      <rect x="126" y="27" width="40" height="6" rx="3" className="fill-muted-foreground/40" />
      <rect x="126" y="40" width="48" height="10" rx="3" className="fill-foreground" />
      <rect x="226" y="27" width="40" height="6" rx="3" className="fill-accent/40" />
      <rect x="226" y="40" width="60" height="10" rx="3" className="fill-accent" />
      <circle cx="292" cy="30" r="4" className="fill-destructive" />
      {[40, 62, 52, 78, 70, 96, 88, 112].map((height, index) => (
        <rect
          key={index}
          x={24 + index * 36}
          y={184 - height}
          width="20"
          height={height}
          rx="4"
          className="fill-primary-soft"
        />
      ))}
      <polyline
        points="34,150 70,136 106,142 142,118 178,124 214,98 250,104 286,76"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary"
      />
      <circle cx="286" cy="76" r="7" className="stroke-primary fill-white" strokeWidth="4" />
    </svg>
  );
}

/** A lead card: avatar, qualification bars and a score ring. */
export function LeadIllustration() {
  const circumference = 2 * Math.PI * 30;
  return (
    <svg viewBox="0 0 320 200" aria-hidden focusable="false" className={frame}>
      <rect width="320" height="200" rx="16" className="fill-white" />
      <circle cx="48" cy="48" r="22" className="fill-primary-soft" />
      <circle cx="48" cy="42" r="8" className="fill-primary" />
      <path d="M34 62a14 12 0 0 1 28 0z" className="fill-primary" />
      <rect x="82" y="34" width="100" height="10" rx="5" className="fill-foreground" />
      <rect x="82" y="52" width="70" height="8" rx="4" className="fill-muted-foreground/50" />
      <circle cx="262" cy="50" r="30" fill="none" strokeWidth="8" className="stroke-muted" />
      <circle
        cx="262"
        cy="50"
        r="30"
        fill="none"
        strokeWidth="8"
        strokeLinecap="round"
        strokeDasharray={`${circumference * 0.86} ${circumference}`}
        transform="rotate(-90 262 50)"
        className="stroke-success"
      />
      <rect x="248" y="45" width="28" height="10" rx="3" className="fill-foreground" />
      {[
        { y: 100, width: 180, tone: 'fill-success' },
        { y: 126, width: 140, tone: 'fill-primary' },
        { y: 152, width: 200, tone: 'fill-accent' },
      ].map((bar) => (
        <g key={bar.y}>
          <rect x="24" y={bar.y} width="52" height="10" rx="5" className="fill-muted" />
          <rect x="88" y={bar.y} width="208" height="10" rx="5" className="fill-muted" />
          <rect x="88" y={bar.y} width={bar.width} height="10" rx="5" className={bar.tone} />
        </g>
      ))}
      <rect x="24" y="176" width="64" height="14" rx="7" className="fill-primary-soft" />
      <rect x="96" y="176" width="52" height="14" rx="7" className="fill-accent-soft" />
    </svg>
  );
}

/** A conversation with a heat-map of the topics buyers raise. */
export function EngagementIllustration() {
  const heat = [
    [3, 1, 2, 4, 2],
    [1, 4, 3, 2, 1],
    [2, 3, 4, 1, 3],
  ];
  const tones = ['fill-muted', 'fill-primary-soft', 'fill-primary/50', 'fill-primary'];
  return (
    <svg viewBox="0 0 320 200" aria-hidden focusable="false" className={frame}>
      <rect width="320" height="200" rx="16" className="fill-white" />
      <rect x="16" y="20" width="120" height="30" rx="12" className="fill-muted" />
      <rect x="28" y="31" width="84" height="8" rx="4" className="fill-muted-foreground/50" />
      <rect x="40" y="60" width="96" height="30" rx="12" className="fill-primary" />
      <rect x="52" y="71" width="64" height="8" rx="4" className="fill-white/80" />
      <rect x="16" y="100" width="108" height="30" rx="12" className="fill-muted" />
      <rect x="28" y="111" width="72" height="8" rx="4" className="fill-muted-foreground/50" />
      <circle cx="30" cy="160" r="5" className="fill-primary/40" />
      <circle cx="46" cy="160" r="5" className="fill-primary/60" />
      <circle cx="62" cy="160" r="5" className="fill-primary" />
      {heat.map((row, rowIndex) =>
        row.map((level, columnIndex) => (
          <rect
            key={`${rowIndex}-${columnIndex}`}
            x={160 + columnIndex * 30}
            y={24 + rowIndex * 34}
            width="24"
            height="28"
            rx="5"
            className={tones[level - 1]}
          />
        )),
      )}
      <rect x="160" y="134" width="144" height="8" rx="4" className="fill-muted" />
      <rect x="160" y="134" width="104" height="8" rx="4" className="fill-accent" />
      <rect x="160" y="154" width="144" height="8" rx="4" className="fill-muted" />
      <rect x="160" y="154" width="72" height="8" rx="4" className="fill-success" />
      <rect x="160" y="174" width="144" height="8" rx="4" className="fill-muted" />
      <rect x="160" y="174" width="120" height="8" rx="4" className="fill-primary" />
    </svg>
  );
}
