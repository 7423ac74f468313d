/** Home page. `{product}` is filled with the product name. */
export const home = {
  metaTitle: 'AI avatars that demo your product 24/7',
  metaDescription:
    'AI avatars and live AI agents give realistic product demos to every visitor, qualify them and turn interest into pipeline.',
  hero: {
    eyebrow: 'AI demo agents for B2B teams',
    title: 'AI avatars that demo your product to {highlight}',
    titleWords: ['every visitor', 'every lead', 'every time zone'],
    pitch:
      'Visitors see your product the moment they are curious, without booking a meeting. {product} qualifies every buyer and turns their interest into real sales opportunities.',
    primaryCta: "Create a demo • it's free!",
    secondaryCta: 'or speak with our sales',
    trustLine: 'No credit card needed · Live in under 10 minutes',
  },
  demo: {
    label: 'Live AI product demo',
    posterAlt: 'An AI avatar presenting an analytics dashboard during a live product demo',
    live: 'Live',
    join: 'Join the demo',
    joinHint: 'Talk or type — the AI avatar answers in real time.',
    frameTitle: 'Live AI product demo with an AI avatar',
    enterFullscreen: 'Enter fullscreen',
    exitFullscreen: 'Exit fullscreen',
    skip: 'Skip demo and keep scrolling',
    openElsewhere: 'Demo not loading? Open it in a new tab',
  },
  logos: {
    title: 'Trusted by revenue teams at fast-growing companies',
  },
  painPoints: {
    title: 'Stop losing deals to {phrase}',
    phrases: [
      'slow follow-ups',
      'no-show demo calls',
      'unqualified leads',
      'time-zone gaps',
      'generic product tours',
      'overbooked sales engineers',
    ],
    pause: 'Pause rotating phrases',
    play: 'Play rotating phrases',
  },
  features: {
    eyebrow: 'Why teams switch',
    title: 'Convert 3× more visitors to a qualified sales pipeline with AI-Demos',
    subtitle:
      'One AI avatar demos, qualifies and hands over — so your team only talks to buyers who are ready.',
    tryFree: 'Try it for free',
    bookExpert: 'Or book a demo with expert',
    cards: [
      {
        title: 'AI realistic demo environment',
        headline: 'Give every visitor a {highlight} of your real product',
        highlight: 'realistic live demo',
        subheadline:
          'The avatar clicks through your actual app, answers questions out loud and adapts the story to each buyer.',
        meta: 'Set up in under 10 minutes from your product URL',
      },
      {
        title: 'Know your buyer before the first meeting',
        headline: 'Walk into every call {highlight}',
        highlight: 'already knowing your buyer',
        subheadline:
          'Company, role, budget and must-haves are captured during the demo and summarized before you say hello.',
        meta: '2.5× more qualified leads',
      },
      {
        title: 'Autopilot conversions 24/7',
        headline: 'Convert visitors {highlight} on autopilot',
        highlight: 'around the clock',
        subheadline:
          'Night owls and other time zones get the same great demo — and a meeting booked straight into your calendar.',
        meta: '80+ hours saved monthly',
      },
      {
        title: 'Automated workflows based on conversations',
        headline: 'Trigger the {highlight} from what buyers actually say',
        highlight: 'right follow-up',
        subheadline:
          'Pain points, budget, timeline, ICP fit, buying intent and use cases flow into your CRM and kick off the next step.',
        meta: '2× faster follow-ups',
      },
      {
        title: 'Know which features drive revenue',
        headline: 'See which features {highlight}',
        highlight: 'drive revenue',
        subheadline:
          'Every question and click is tied to pipeline, so product and marketing know exactly what wins deals.',
        meta: '+38% deal close rate',
      },
    ],
    illustrations: {
      agentName: 'Ava · AI demo agent',
      visitorQuestion: 'Can it sync with our CRM?',
      agentAnswer: 'Yes! Let me show you the live sync right now.',
      screenTitle: 'Pipeline overview',
      profileTitle: 'Buyer profile',
      profileRows: [
        { label: 'Company size', value: '200–500 employees' },
        { label: 'Budget', value: '$40k per year' },
        { label: 'Timeline', value: 'This quarter' },
        { label: 'Buying intent', value: 'High' },
      ],
      activityTitle: 'While your team was asleep',
      activity: ['Demo completed · lead qualified', 'Meeting booked with sales', 'Follow-up sent'],
      signals: ['Pain points', 'Budget', 'Timeline', 'ICP', 'Buying intent', 'Use cases'],
      actions: ['Create deal in CRM', 'Alert sales in chat', 'Send tailored follow-up'],
      revenueTitle: 'Pipeline influenced by feature',
      revenueFeatures: ['Analytics', 'Integrations', 'Automations', 'Reporting'],
    },
  },
  testimonial: {
    quote:
      '“Within a quarter our website conversion went up 300%. The AI avatar demos our product at 2 a.m. better than most of us do at 2 p.m., and every lead arrives already qualified.”',
    role: 'VP of Revenue, Lumenly',
    label: 'Customer story',
    ratingLabel: 'Rated 5 out of 5',
  },
  roles: {
    eyebrow: 'Built for every team',
    title: 'One AI demo, three teams winning',
    subtitle:
      'Marketing, sales and product each get the insight they need from every conversation.',
    tabsLabel: 'Teams',
    items: {
      marketing: {
        tab: 'Marketing teams',
        team: 'For Marketing Teams',
        badge: 'Pipeline growth',
        metric: '3×',
        metricLabel: 'higher engagement',
        description:
          'Turn anonymous traffic into pipeline you can measure. See which audiences engage, which messages land and which campaigns bring buyers who are ready.',
        points: ['Audience analysis', 'Demo analytics', 'Conversation analytics'],
      },
      sales: {
        tab: 'Sales teams',
        team: 'For Sales Teams',
        badge: 'Faster deals',
        metric: '65%',
        metricLabel: 'faster sales cycles',
        description:
          'Every lead is qualified and scored while the demo runs. Your reps skip discovery and spend their time on deals that can close this quarter.',
        points: ['Lead qualification', 'Lead scoring', 'Use cases'],
      },
      product: {
        tab: 'Product teams',
        team: 'For Product Teams',
        badge: 'Product insight',
        metric: '10k+',
        metricLabel: 'buyer questions analyzed',
        description:
          'Hear what buyers ask for in their own words. Spot missing features, confusing flows and the capabilities that tip a deal your way.',
        points: ['Product intelligence', 'AI insights', 'Customer feedback'],
      },
    },
  },
  results: {
    eyebrow: 'Results',
    title: 'Numbers our customers see',
    items: [
      { value: '+38%', label: 'deal close rate' },
      { value: '80+', label: 'hours saved monthly' },
      { value: '2×', label: 'faster follow-ups' },
      { value: '1 month', label: 'return on investment' },
      { value: '3×', label: 'higher engagement' },
      { value: '65%', label: 'faster sales cycles' },
      { value: '2.5×', label: 'more qualified leads' },
      { value: '< 10', label: 'minutes to set up from your product URL' },
    ],
  },
  integrations: {
    eyebrow: 'Integrations',
    title: 'Works with the tools your team already uses',
    subtitle:
      'Qualified leads, summaries and next steps land where your team works: chat, mail, design tools, your CRM and your calendar.',
    groups: {
      chat: 'Chat',
      mail: 'Mail',
      design: 'Design',
      crm: 'CRM & sales',
      scheduling: 'Scheduling',
    },
  },
  cta: {
    title: 'Ready to let AI demo your product?',
    text: 'Create your first AI demo in minutes, or talk to our team about a rollout for your whole company.',
    primary: 'Create a demo',
    secondary: 'Book a call with sales',
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'How does an AI demo work?',
        answer:
          'You share your product URL and a few notes. {product} builds an AI avatar that knows your product, shows it live on screen and answers visitor questions by voice or chat — on your website, any time of day.',
      },
      {
        question: 'How long does setup take?',
        answer:
          'Most teams are live in under 10 minutes. Paste your product URL, pick an avatar and embed the demo on your site with one snippet.',
      },
      {
        question: 'How are visitors qualified?',
        answer:
          'During the conversation the avatar picks up pain points, budget, timeline, ICP fit, buying intent and use cases. Each lead gets a score and a summary, and the right workflow starts automatically.',
      },
      {
        question: 'Does it connect to our CRM and calendar?',
        answer:
          'Yes. Qualified leads and conversation summaries sync to your CRM, hot leads can book a meeting straight into your calendar, and alerts go to your team chat or inbox.',
      },
      {
        question: 'Can I try it for free?',
        answer:
          'Yes. You can create a demo for free and upgrade when you need more demos, seats or advanced analytics. No credit card is required to start.',
      },
    ],
  },
};
