import {
  BookOpen,
  BrainCircuit,
  Building2,
  CalendarDays,
  ChartColumn,
  Gauge,
  LayoutTemplate,
  Lightbulb,
  Megaphone,
  MessageSquareHeart,
  MessagesSquare,
  Newspaper,
  Presentation,
  ScanSearch,
  SquarePlay,
  Target,
  UserCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import type { Messages } from '@/i18n/messages';
import type { Team } from '@/config/teams';

/** Icons of the Solutions entries and of the three app links in each entry's side panel. */
export const teamIcons: Record<
  Team,
  { Icon: LucideIcon; LinkIcons: readonly [LucideIcon, LucideIcon, LucideIcon] }
> = {
  sales: { Icon: Target, LinkIcons: [UserCheck, Gauge, BookOpen] },
  marketing: { Icon: Megaphone, LinkIcons: [Users, ChartColumn, MessagesSquare] },
  product: { Icon: Lightbulb, LinkIcons: [ScanSearch, BrainCircuit, MessageSquareHeart] },
};

/** Label, one-line description and the three panel links of a team (messages.common.nav). */
export function teamText(nav: Messages['common']['nav'], team: Team) {
  return {
    label: nav[team],
    description: nav[`${team}Description`],
    links: nav[`${team}Links`],
  };
}

export const AgenciesIcon = Building2;

/** The Resources menu, in menu order; texts are nav[key] and nav[`${key}Description`]. */
export const resourceLinks = [
  { key: 'blog', path: paths.blog, Icon: Newspaper },
  { key: 'events', path: paths.events, Icon: CalendarDays },
  { key: 'templates', path: paths.templates, Icon: LayoutTemplate },
  { key: 'videos', path: paths.videos, Icon: SquarePlay },
  { key: 'webinars', path: paths.webinars, Icon: Presentation },
] as const;
