import {
  CalendarDays,
  Database,
  Mail,
  MessageSquare,
  Palette,
  type LucideIcon,
} from 'lucide-react';

/** Trusted-by wordmarks (9 companies). Fictional customers; SVGs in public/home/logos. */
export const customerLogos = [
  { name: 'Lumenly', image: '/home/logos/lumenly.svg', width: 132 },
  { name: 'Vectrix', image: '/home/logos/vectrix.svg', width: 124 },
  { name: 'Orbitview', image: '/home/logos/orbitview.svg', width: 144 },
  { name: 'Quantia', image: '/home/logos/quantia.svg', width: 124 },
  { name: 'Halcyon', image: '/home/logos/halcyon.svg', width: 132 },
  { name: 'Brightpath', image: '/home/logos/brightpath.svg', width: 148 },
  { name: 'Nimbus Labs', image: '/home/logos/nimbus-labs.svg', width: 156 },
  { name: 'Kestrel', image: '/home/logos/kestrel.svg', width: 120 },
  { name: 'Stackwise', image: '/home/logos/stackwise.svg', width: 140 },
] as const;

/** Logo images share one height so the strip never shifts while they load. */
export const logoHeight = 32;

/** The quoted customer; a person's name is not translated. */
export const testimonialAuthor = 'Sarah Whitmore';

/**
 * Integrations by kind (chat, mail and design apps, CRM tools; a CRM and a meeting
 * scheduler are named). Product names are not translated.
 */
export const integrationGroups: readonly {
  id: 'chat' | 'mail' | 'design' | 'crm' | 'scheduling';
  Icon: LucideIcon;
  tools: readonly string[];
}[] = [
  { id: 'chat', Icon: MessageSquare, tools: ['Slack', 'Microsoft Teams', 'WhatsApp'] },
  { id: 'mail', Icon: Mail, tools: ['Gmail', 'Outlook'] },
  { id: 'design', Icon: Palette, tools: ['Figma', 'Canva'] },
  { id: 'crm', Icon: Database, tools: ['HubSpot', 'Salesforce', 'Pipedrive'] },
  { id: 'scheduling', Icon: CalendarDays, tools: ['Calendly', 'Cal.com', 'Google Calendar'] },
];
