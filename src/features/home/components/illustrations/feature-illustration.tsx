import {
  ArrowRight,
  Bot,
  CalendarCheck,
  CheckCircle2,
  Database,
  Mail,
  MessageSquare,
} from 'lucide-react';
import { formatPercent } from '@/i18n/numbers';
import { useLocale } from '@/i18n/use-locale';
import { cn } from '@/lib/cn';

/** Decorative product mocks for the feature cards, drawn with CSS so they cost no downloads. */
function Frame({
  children,
  className,
  inverse = false,
}: {
  children: React.ReactNode;
  className?: string;
  /** White on the brand gradient instead of a bordered card. */
  inverse?: boolean;
}) {
  return (
    <div
      className={cn(
        'bg-background shadow-card relative flex min-h-64 w-full flex-col overflow-hidden rounded-2xl border p-5 sm:aspect-[16/11] sm:p-6',
        inverse
          ? 'from-primary to-primary-strong text-primary-foreground border-transparent bg-linear-to-br'
          : 'border-border',
        className,
      )}
    >
      {children}
    </div>
  );
}

function DemoEnvironment() {
  const { messages } = useLocale();
  const text = messages.home.features.illustrations;
  return (
    <Frame className="from-primary-soft to-background bg-linear-to-br">
      <div className="flex items-center gap-3">
        <span className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-full">
          <Bot aria-hidden className="size-5" />
        </span>
        <span className="text-caption font-semibold">{text.agentName}</span>
      </div>
      <div className="mt-4 grid flex-1 gap-3 sm:grid-cols-5">
        <div className="border-border bg-background col-span-3 hidden flex-col rounded-xl border p-3 sm:flex">
          <p className="text-micro text-muted-foreground font-semibold">{text.screenTitle}</p>
          <div className="mt-3 flex flex-1 items-end gap-2">
            {[40, 62, 48, 80, 66, 92].map((height, index) => (
              <span
                key={index}
                className="from-primary to-primary/50 flex-1 rounded-t-md bg-linear-to-t"
                style={{ height: `${height}%` }}
              />
            ))}
          </div>
        </div>
        <div className="flex flex-col justify-end gap-2 sm:col-span-2">
          <p className="text-micro bg-muted self-end rounded-xl rounded-br-sm px-3 py-2">
            {text.visitorQuestion}
          </p>
          <p className="text-micro bg-primary text-primary-foreground rounded-xl rounded-bl-sm px-3 py-2">
            {text.agentAnswer}
          </p>
        </div>
      </div>
    </Frame>
  );
}

function BuyerProfile() {
  const { messages } = useLocale();
  const text = messages.home.features.illustrations;
  return (
    <Frame className="justify-center">
      <div className="flex items-center gap-3">
        <span className="bg-accent-soft text-accent grid size-11 place-items-center rounded-full text-lg font-bold">
          JM
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-caption font-semibold break-words hyphens-auto">{text.profileTitle}</p>
          <div className="bg-muted mt-1.5 h-2 w-2/3 rounded-full">
            <div className="bg-success h-2 w-[86%] rounded-full" />
          </div>
        </div>
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {text.profileRows.map((row) => (
          <div key={row.label} className="bg-muted min-w-0 rounded-xl p-3">
            <dt className="text-micro text-muted-foreground break-words hyphens-auto">
              {row.label}
            </dt>
            <dd className="text-caption mt-0.5 font-semibold break-words hyphens-auto">
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Frame>
  );
}

function Autopilot() {
  const { messages } = useLocale();
  const text = messages.home.features.illustrations;
  const times = ['02:14', '03:41', '05:08'];
  const icons = [CheckCircle2, CalendarCheck, Mail];
  return (
    <Frame inverse className="justify-center">
      <p className="text-caption font-semibold text-white/80">{text.activityTitle}</p>
      <ol className="mt-4 space-y-3">
        {text.activity.map((item, index) => {
          const Icon = icons[index] ?? CheckCircle2;
          return (
            <li key={item} className="flex items-center gap-3 rounded-xl bg-white/12 p-3">
              <Icon aria-hidden className="text-primary-soft size-5 shrink-0" />
              <span className="text-caption flex-1">{item}</span>
              <span className="text-micro font-mono text-white/60">{times[index]}</span>
            </li>
          );
        })}
      </ol>
    </Frame>
  );
}

function Workflows() {
  const { messages } = useLocale();
  const text = messages.home.features.illustrations;
  const icons = [Database, MessageSquare, Mail];
  return (
    <Frame className="justify-center">
      <div className="grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <ul className="flex flex-wrap gap-1.5">
          {text.signals.map((signal) => (
            <li
              key={signal}
              className="text-micro bg-primary-soft text-primary-strong rounded-full px-2.5 py-1 font-semibold"
            >
              {signal}
            </li>
          ))}
        </ul>
        <ArrowRight aria-hidden className="text-primary size-6" />
        <ul className="space-y-2">
          {text.actions.map((action, index) => {
            const Icon = icons[index] ?? Database;
            return (
              <li
                key={action}
                className="text-micro bg-muted flex items-center gap-2 rounded-lg p-2.5 font-semibold"
              >
                <Icon aria-hidden className="text-primary size-4 shrink-0" />
                {action}
              </li>
            );
          })}
        </ul>
      </div>
    </Frame>
  );
}

function Revenue() {
  const { messages, language } = useLocale();
  const text = messages.home.features.illustrations;
  const shares = [92, 74, 58, 37];
  return (
    <Frame className="justify-center">
      <p className="text-caption font-semibold">{text.revenueTitle}</p>
      <ul className="mt-5 space-y-4">
        {text.revenueFeatures.map((feature, index) => (
          <li key={feature}>
            <div className="text-micro flex justify-between font-semibold">
              <span>{feature}</span>
              <span className="text-muted-foreground">
                {formatPercent(shares[index] ?? 0, language)}
              </span>
            </div>
            <div className="bg-muted mt-1.5 h-2.5 rounded-full">
              <div
                className="from-primary to-accent h-2.5 rounded-full bg-linear-to-r"
                style={{ width: `${shares[index]}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </Frame>
  );
}

const illustrations = [DemoEnvironment, BuyerProfile, Autopilot, Workflows, Revenue];

export function FeatureIllustration({ index }: { index: number }) {
  const Illustration = illustrations[index] ?? DemoEnvironment;
  return (
    <div aria-hidden>
      <Illustration />
    </div>
  );
}
