/**
 * Brand guidelines. Token names (text-hero, primary...) are code and stay in the
 * component; this catalogue holds what people read about them.
 */
export const brand = {
  metaTitle: 'Brand guidelines',
  metaDescription:
    '{product} brand guidelines: typography, color tokens, components and the rules that keep every page on brand.',
  eyebrow: 'Design system',
  title: 'Brand guidelines',
  subtitle:
    'The type, colors and components behind every {product} page, and how to use them well.',
  contents: 'On this page',
  typography: {
    title: 'Typography hierarchy',
    description:
      'Eight type styles cover every need. Larger styles scale fluidly with the screen, so headlines stay balanced from phone to desktop.',
    sample: 'Demos that sell while you sleep',
    listLabel: 'Type styles',
    sizeLabel: 'Size',
    roles: {
      hero: 'Landing page headlines, once per page',
      display: 'Page titles',
      heading: 'Section headings',
      subheading: 'Card titles and subsections',
      lead: 'Introductions under a heading',
      body: 'Running text and forms',
      caption: 'Labels, metadata and help text',
      micro: 'Badges, legal notes and eyebrows',
    },
  },
  fonts: {
    title: 'Font families',
    description:
      'Inter carries the brand. System and monospace fonts take over where speed or precision matter more.',
    primary: 'Primary',
    primaryUse:
      'Headlines, interface and body copy, with system fallbacks for Japanese, Korean and Chinese.',
    secondary: 'Secondary',
    secondaryUse: 'Code, numbers in tables and technical tokens.',
    specimen: 'Every visitor gets the perfect demo.',
    stackLabel: 'Font stack',
  },
  colors: {
    title: 'Color tokens',
    description:
      'Use the semantic tokens, never raw hex values, so every screen stays consistent and accessible.',
    listLabel: 'Semantic colors',
    usage: {
      primary: 'Main actions, links and focus rings',
      secondary: 'Quiet buttons and secondary surfaces',
      accent: 'Highlights and promotional moments, used sparingly',
      muted: 'Subtle backgrounds for cards and sections',
      background: 'The page canvas',
      foreground: 'Body text and icons',
    },
  },
  components: {
    title: 'Components',
    description: 'Reuse these building blocks instead of styling new ones.',
    buttons: 'Buttons',
    buttonLabels: {
      default: 'Start for free',
      accent: 'Claim offer',
      outline: 'Book a demo',
      secondary: 'Learn more',
      ghost: 'Cancel',
      link: 'Read the guide',
      destructive: 'Delete demo',
      inverse: 'Get started',
    },
    forms: 'Form fields',
    nameLabel: 'Full name',
    namePlaceholder: 'Ada Lovelace',
    messageLabel: 'Message',
    messagePlaceholder: 'Tell us about your product and your buyers.',
    websiteLabel: 'Company website',
    websiteValue: 'my company',
    websiteError: 'Enter a valid URL, like https://example.com.',
    disabledLabel: 'Workspace ID',
    disabledValue: 'Assigned automatically',
    badges: 'Badges',
    badgeLabels: {
      default: 'New',
      accent: '30% commission',
      outline: 'Updated',
      muted: 'Coming soon',
      live: 'Live now',
    },
  },
  rules: {
    title: 'Do and don’t',
    description: 'A few rules keep the brand recognizable and every page easy to use.',
    do: 'Do',
    dont: 'Don’t',
    logoCaption:
      'Clear space: keep at least the height of the mark free on every side of the logo.',
    items: [
      {
        topic: 'Logo clear space',
        do: 'Keep clear space around the logo at least the height of the logo mark on every side.',
        dont: 'Place the logo on busy photos, stretch it, recolor it or crowd it with other elements.',
      },
      {
        topic: 'Color contrast',
        do: 'Pair each color with its foreground token so text meets WCAG AA contrast.',
        dont: 'Set light gray text on tinted backgrounds or convey meaning by color alone.',
      },
      {
        topic: 'Tone of voice',
        do: 'Write clearly and confidently, lead with the customer’s outcome and back claims with numbers.',
        dont: 'Use jargon, hype or exclamation marks in every sentence.',
      },
      {
        topic: 'Typography',
        do: 'Use one hero or display heading per page and let the type styles set the rhythm.',
        dont: 'Invent new font sizes or set long paragraphs in bold or all caps.',
      },
      {
        topic: 'Motion',
        do: 'Keep animation short and purposeful, and respect the reduced-motion setting.',
        dont: 'Autoplay motion that cannot be paused or that distracts from the content.',
      },
    ],
  },
};
