/** Live Agent launch page. `{product}` is the product name. */
export const live = {
  metaTitle: '{product} Live: the live AI demo agent',
  metaDescription:
    '{product} Live is a real-time AI agent that pitches, clicks through and highlights your product for every visitor.',
  banner: {
    label: 'Announcement',
    text: 'Introducing {product} Live',
    learnMore: 'Learn more',
    dismiss: 'Dismiss announcement',
  },
  hero: {
    eyebrow: 'New',
    title: 'Meet {product} Live, the AI agent that demos your product live',
    subtitle:
      'It talks to your buyers, clicks through your real product and highlights what matters to them, in real time, on every visit.',
    seeItLive: 'See it live',
    watchVideo: 'Watch a video',
    imageAlt:
      'A {product} Live agent presenting a product dashboard, with its cursor clicking a highlighted chart',
  },
  video: {
    title: '{product} Live in action',
    description:
      'Watch the live agent run a full product demo, from first question to booked call.',
    frameTitle: '{product} Live product video',
    close: 'Close video',
    openElsewhere: 'Video not playing? Open it in a new tab',
  },
  highlights: {
    title: 'A demo that feels like your best rep',
    items: [
      {
        title: 'Pitch Like a Pro',
        description:
          'The agent tells your story in your words, adapts to every question and never has an off day.',
      },
      {
        title: 'Click & Navigate',
        description:
          'It drives your real product, opening screens and running workflows while it explains them.',
      },
      {
        title: 'Show & Highlight',
        description:
          'It points out the features each buyer cares about, so value lands in seconds, not slides.',
      },
    ],
  },
  benefits: {
    title: 'Why teams switch to {product} Live',
    subtitle: 'Everything a human-led demo does well, available to every visitor at any hour.',
    items: [
      {
        title: 'Real Live Agent',
        description:
          'Not a recording: a live agent that listens, answers and responds to each buyer in the moment.',
      },
      {
        title: 'Easier to Set Up',
        description:
          'Share your product URL and your agent is ready in minutes, with no scripts or video shoots.',
      },
      {
        title: 'Better Viewer Experience',
        description:
          'Buyers explore at their own pace and get straight answers instead of waiting for a meeting.',
      },
      {
        title: 'More Conversions',
        description:
          'Qualified visitors book calls while interest is high, and your team knows their needs in advance.',
      },
    ],
  },
  cta: {
    title: 'Ready to transform your demos?',
    subtitle: 'Launch your first live AI demo today. No credit card required.',
    button: 'Get started today',
  },
};
