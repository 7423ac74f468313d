import { BarChart3, CheckCircle2, Lightbulb, Target } from 'lucide-react';
import { memo, startTransition, useCallback, useEffect, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { timings } from '@/config/site';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';
import { isTeam, teams as roleIds, teamsSectionId, type Team as RoleId } from '@/config/teams';
import { useLocation } from 'react-router-dom';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { scrollBehavior } from '@/components/layout/interaction';
import { scrollToElement } from '@/lib/scroll-to-element';
import { useAutoAdvance } from '../hooks/use-auto-advance';
import { useReducedMotion } from '../hooks/use-reduced-motion';

const roleIcons = { marketing: BarChart3, sales: Target, product: Lightbulb } as const;
const roleBars: Record<RoleId, number[]> = {
  marketing: [35, 48, 44, 62, 70, 88],
  sales: [72, 64, 55, 43, 36, 28],
  product: [50, 78, 40, 66, 58, 84],
};

/**
 * Role showcase: marketing → sales → product every 4 s. Hovering or focusing the
 * showcase pauses the countdown, which then resumes with the time that was left; a click (or the
 * URL hash) selects a tab and restarts the interval. Reduced motion: no auto-advance.
 */
export function RoleTabs() {
  const { messages } = useLocale();
  const text = messages.home.roles;
  const reducedMotion = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  // The URL hash names a team (#sales, #marketing, #product): on arrival, and on every Solutions
  // entry (a new location each time, even for the same hash), that tab is shown until the visitor
  // or the countdown picks another for this location. Read only once hydrated: the prerender
  // cannot know the hash, and the first client render must match it.
  const location = useLocation();
  const hydrated = useIsHydrated();
  const [choice, setChoice] = useState<{ role: RoleId; location: string | null }>({
    role: 'marketing',
    location: null,
  });
  const fromHash = hydrated ? location.hash.slice(1) : '';
  const role = isTeam(fromHash) && choice.location !== location.key ? fromHash : choice.role;
  const setRole = (next: RoleId) => setChoice({ role: next, location: location.key });
  // A pick re-renders the showcase in a transition: the tap is answered (painted) first.
  const locationKey = location.key;
  const pickRole = useCallback(
    (next: RoleId) => startTransition(() => setChoice({ role: next, location: locationKey })),
    [locationKey],
  );

  useAutoAdvance({
    items: roleIds,
    value: role,
    onAdvance: setRole,
    intervalMs: timings.tabAdvanceMs,
    paused: hovered || focused,
    enabled: !reducedMotion,
  });

  // ...and the showcase comes into view, after the router's own scroll handling has run.
  useEffect(() => {
    if (!isTeam(location.hash.slice(1))) return;
    const frame = window.requestAnimationFrame(() => {
      const section = document.getElementById(teamsSectionId);
      if (section) scrollToElement(section, { behavior: scrollBehavior(), block: 'start' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, [location.hash, location.key]);

  return (
    <section
      id={teamsSectionId}
      aria-labelledby="teams-title"
      className="bg-muted render-when-near scroll-mt-20 py-20 sm:py-28"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="container">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-caption text-primary font-semibold tracking-wide uppercase">
            {text.eyebrow}
          </p>
          <h2 id="teams-title" className="text-display mt-3 text-balance">
            {text.title}
          </h2>
          <p className="text-lead text-muted-foreground mt-4 text-pretty">{text.subtitle}</p>
        </div>
        <RoleShowcase role={role} onRoleChange={pickRole} />
      </div>
    </section>
  );
}

/**
 * The tabs and their panels. Memoized: the section's hover and focus state (which pause the
 * countdown) change on every tap and must not re-render the panels.
 */
const RoleShowcase = memo(function RoleShowcase({
  role,
  onRoleChange,
}: {
  role: RoleId;
  onRoleChange: (role: RoleId) => void;
}) {
  const text = useLocale().messages.home.roles;
  return (
    <Tabs
      value={role}
      onValueChange={(value) => {
        if (isTeam(value)) onRoleChange(value);
      }}
      className="mt-12 flex flex-col items-center"
    >
      <TabsList variant="segmented" aria-label={text.tabsLabel}>
        {roleIds.map((id) => (
          <TabsTrigger key={id} value={id} variant="segmented">
            {text.items[id].tab}
          </TabsTrigger>
        ))}
      </TabsList>
      {roleIds.map((id) => {
        const item = text.items[id];
        const Icon = roleIcons[id];
        return (
          <TabsContent
            key={id}
            value={id}
            className="data-[state=active]:animate-fade-up mt-10 w-full outline-none"
          >
            <div className="bg-background shadow-card grid grid-cols-1 items-center gap-10 rounded-3xl p-6 sm:p-10 lg:grid-cols-2 lg:p-14">
              <div>
                <Badge>{item.badge}</Badge>
                <h3 className="text-heading mt-4">{item.team}</h3>
                <p className="mt-4 flex items-baseline gap-3">
                  <span className="text-display text-primary">{item.metric}</span>
                  <span className="text-body text-muted-foreground font-semibold">
                    {item.metricLabel}
                  </span>
                </p>
                <p className="text-body text-muted-foreground mt-4 text-pretty">
                  {item.description}
                </p>
                <ul className="mt-6 space-y-2.5">
                  {item.points.map((point) => (
                    <li key={point} className="text-body flex items-center gap-3 font-medium">
                      <CheckCircle2 aria-hidden className="text-success size-5 shrink-0" />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
              <div
                aria-hidden
                className="from-primary-soft to-accent-soft relative flex aspect-[4/3] flex-col rounded-2xl bg-linear-to-br p-6"
              >
                <div className="flex items-center gap-3">
                  <span className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-xl">
                    <Icon className="size-5" />
                  </span>
                  <span className="text-caption font-semibold">{item.team}</span>
                </div>
                <div className="bg-background/80 mt-5 flex flex-1 items-end gap-3 rounded-xl p-4">
                  {roleBars[id].map((height, index) => (
                    <span
                      key={index}
                      className={cn(
                        'flex-1 rounded-t-md',
                        index === roleBars[id].length - 1 ? 'bg-primary' : 'bg-primary/35',
                      )}
                      style={{ height: `${height}%` }}
                    />
                  ))}
                </div>
                <div className="bg-background shadow-card absolute right-6 -bottom-4 rounded-xl px-4 py-3">
                  <p className="text-heading text-primary">{item.metric}</p>
                  <p className="text-micro text-muted-foreground">{item.metricLabel}</p>
                </div>
              </div>
            </div>
          </TabsContent>
        );
      })}
    </Tabs>
  );
});
