/** Agencies page. Testimonial names and ratings live in code. */
export const agencies = {
  metaTitle: 'Scale your agency with AI-powered demos',
  metaDescription:
    'White-label AI demos for agencies: multi-client management, advanced analytics and rapid deployment.',
  hero: {
    eyebrow: 'For agencies',
    title: 'Scale your agency with AI-powered demos',
    subtitle:
      'Give every client an AI demo that sells around the clock, under your brand, from one dashboard.',
    becomePartner: 'Become a partner',
    scheduleConsultation: 'Schedule consultation',
  },
  features: {
    title: 'Everything you need to resell AI demos',
    subtitle: 'Launch faster, manage more clients and prove results without adding headcount.',
    items: [
      {
        title: 'White-label solutions',
        description:
          'Deliver demos under your own brand, with your logo, colors and domain on every screen.',
      },
      {
        title: 'Multi-client management',
        description:
          'Run every client account from one dashboard, with separate workspaces, users and data.',
      },
      {
        title: 'Advanced analytics',
        description:
          'Show each client the leads, intent signals and revenue their demos generate, in reports ready to share.',
      },
      {
        title: 'Rapid deployment',
        description:
          'Go from product URL to live AI demo in under ten minutes, then roll it out across clients.',
      },
    ],
  },
  checklist: {
    title: 'Built for agencies, from day one',
    subtitle: 'The tools, support and programs that help partners grow with us.',
    items: [
      'Multi-tenant client separation',
      'Custom branding and domain',
      'Bulk demo creation tools',
      'Agency-level reporting',
      'Priority partner support',
      'Revenue sharing',
      'Training and certification',
      'Marketing co-op programs',
    ],
  },
  testimonials: {
    title: 'Agencies growing with {product}',
    rating: 'Rated {rating} out of 5',
    items: [
      {
        quote:
          'We rolled out AI demos for twelve clients in a single month. Qualified leads went up across the board, and the white-label setup means clients see our brand, not someone else’s.',
        role: 'Founder, Northwind Digital',
      },
      {
        quote:
          'Reporting used to eat our Fridays. Now every client gets a clear view of the pipeline their demos create, and our retention has never been better.',
        role: 'Head of Growth, Brightpath Agency',
      },
    ],
  },
  cta: {
    title: 'Ready to grow your agency?',
    subtitle: 'Join the partner program and give your clients demos that sell while they sleep.',
    apply: 'Apply for partnership',
    guide: 'Request the partner guide',
    guideHint: 'We’ll email you the guide',
    guideSubject: 'Partner guide request',
    guideBody: 'Hi, please send me the {product} partner guide. Agency name: ',
  },
};
