/** Pricing page. Plan names (Base, Growth, Enterprise) live in code. */
export const pricing = {
  metaTitle: 'Pricing',
  metaDescription:
    'Simple plans for AI product demos: start free with Base, scale with Growth, or go Enterprise with a live demo agent.',
  title: 'Pricing that grows with your pipeline',
  subtitle:
    'Start free, pay only for the demos you run and upgrade the moment your buyers ask for more.',
  billing: {
    label: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlyBadge: '+100 demos free!',
  },
  card: {
    popular: 'Most popular',
    perMonth: '/mo',
    perYear: '/yr',
    billedYearly: 'Billed yearly, 15% off',
    billedMonthly: 'Billed monthly, cancel any time',
    demosLabel: 'Demos per month',
    demoOption: '{count} demos/month',
    allowance: '{count} demos/mo',
    allowanceBonus: '{count} demos/mo + {bonus} bonus demos/year',
    quoteTitle: 'Get a quote',
    quoteText: 'Volume pricing tailored to your team.',
    bookDemo: 'Book a Demo',
    customPrice: 'Custom',
    customText: 'Unlimited volume, priced for your team.',
    includes: 'What’s included',
    /**
     * The info button's label. The feature comes first and stands alone, so no language has to
     * fit it into a sentence (German "Mehr zu" would need the dative: "2 Nutzerplätzen").
     */
    moreInfo: '{feature}: details',
  },
  plans: {
    base: {
      description: 'For founders and small teams trying AI demos for the first time.',
      cta: 'Start for free',
      features: [
        { label: '2 seats', info: 'Invite one teammate to build and review demos with you.' },
        {
          label: '1 demo room',
          info: 'One live demo space you can share on your site or by link.',
        },
        {
          label: 'Limited integrations',
          info: 'Connect your calendar and email to send leads where you work.',
        },
        {
          label: 'Basic analytics',
          info: 'Views, completion rate and the questions visitors ask most.',
        },
      ],
    },
    growth: {
      description: 'For sales and marketing teams turning website traffic into pipeline.',
      cta: 'Start free trial',
      features: [
        { label: '10 seats', info: 'Bring sales, marketing and product onto the same demos.' },
        {
          label: 'Unlimited demo rooms',
          info: 'A tailored room for every product, segment or campaign.',
        },
        {
          label: 'Integrations and workflows',
          info: 'Sync qualified leads to your CRM and trigger follow-ups from what buyers say.',
        },
        {
          label: 'Advanced analytics',
          info: 'Buying intent, pain points and the features that move deals forward.',
        },
        {
          label: 'Remove {product} branding',
          info: 'Demos look like yours alone, with no {product} logo or badge.',
        },
      ],
    },
    enterprise: {
      description: 'For companies that need a live agent, custom AI and white-glove setup.',
      cta: 'Talk to sales',
      everythingIn: 'Everything in Growth, plus:',
      features: [
        { label: 'Custom domain', info: 'Host demos on demo.yourcompany.com.' },
        { label: 'Custom branding', info: 'Your fonts, colors and logo on every screen.' },
        {
          label: 'Custom demo frameworks',
          info: 'Scripts and flows built around your sales methodology.',
        },
        {
          label: 'Live demo agent',
          info: 'An AI agent that talks, clicks and navigates your product in real time.',
        },
        {
          label: 'Setup and integration',
          info: 'Our team builds your first demos and connects your stack.',
        },
        {
          label: 'Latest AI models',
          info: 'Early access to the newest voice and reasoning models.',
        },
        {
          label: 'Custom AI avatar',
          info: 'A lifelike avatar modeled on your brand or a real team member.',
        },
      ],
    },
  },
  booking: {
    title: 'Not sure which plan fits?',
    subtitle: 'Pick a time that suits you and a product expert will walk you through it.',
    fallback: 'Open the booking calendar',
  },
  faq: {
    title: 'Frequently asked questions',
    items: [
      {
        question: 'Can I change my plan later?',
        answer:
          'Yes. You can upgrade or downgrade at any time, and the change takes effect from your next billing cycle.',
      },
      {
        question: 'Which payment methods do you accept?',
        answer:
          'We accept all major credit cards and PayPal. Enterprise customers can also pay by bank transfer.',
      },
      {
        question: 'Is there a free trial?',
        answer:
          'Yes. Every paid plan comes with a 14-day free trial, and you don’t need a credit card to start.',
      },
      {
        question: 'What happens if I reach my demo limit?',
        answer:
          'We let you know as you get close to your limit, so you can upgrade your plan or add extra demos as you need them.',
      },
      {
        question: 'Do you offer refunds?',
        answer:
          'Annual plans come with a 30-day money-back guarantee: cancel within 30 days of your first annual payment and we refund it in full. Monthly plans can be canceled at any time and stay active until the end of the month you paid for.',
      },
    ],
  },
};
