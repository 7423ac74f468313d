/**
 * Privacy Policy and Terms of Service. Section keys are fixed (they become the
 * in-page anchors); `{product}` is the product name. Both documents share the labels at the top.
 */
export const legal = {
  lastUpdated: 'Last updated {date}',
  contents: 'Contents',
  backToTop: 'Back to top',
  emailLabel: 'Email',
  addressLabel: 'Postal address',
  privacy: {
    metaTitle: 'Privacy Policy',
    metaDescription:
      'How {product} collects, uses, shares and protects personal information, and the choices and rights you have.',
    title: 'Privacy Policy',
    summary:
      'Your trust matters to us. This policy explains what we collect, why we collect it and how you stay in control.',
    sections: {
      introduction: {
        title: 'Introduction',
        body: [
          'This Privacy Policy explains how {product}, Inc. (“{product}”, “we”, “us”) collects, uses and protects personal information when you visit our website or use our AI demo platform (the “Service”). By using the Service, you acknowledge the practices described here. If you do not agree with them, please do not use the Service.',
        ],
      },
      informationCollected: {
        title: 'Information we collect',
        body: [
          'We collect information you give us, information generated when you use the Service and information from platforms you choose to connect:',
        ],
        items: [
          'Account details, such as your name, work email address, company and billing information.',
          'Demo and conversation data, including the questions visitors ask your AI demos and the answers given.',
          'Usage and device data, such as IP address, browser type, pages viewed and approximate location.',
          'Data received from third-party platforms you connect, such as your CRM or calendar.',
        ],
      },
      use: {
        title: 'How we use your information',
        body: [
          'We use personal information to provide, maintain and improve the Service, to qualify leads and produce the analytics you request, and to process payments. We also use it to communicate with you about your account and product updates and to keep the Service secure. We do not sell personal information.',
        ],
      },
      thirdParties: {
        title: 'Third-party integrations and data sharing',
        body: [
          'When you connect a third-party platform, such as a CRM, messaging, email, design or scheduling tool, we share with that platform the data the integration needs to work, including lead details and demo insights. Your use of those platforms is governed by their own terms and privacy policies.',
          'We also share data with service providers that host the Service, process payments or send emails on our behalf, under contracts that require them to protect it, and with public authorities where the law requires it.',
        ],
      },
      security: {
        title: 'Data security',
        body: [
          'We protect personal information with industry-standard measures, including encryption in transit and at rest, access controls and regular security reviews. No method of transmission or storage is completely secure, so we cannot guarantee absolute security. Please tell us promptly if you suspect unauthorized access to your account.',
        ],
      },
      retention: {
        title: 'Data retention',
        body: [
          'We keep personal information for as long as your account is active or as needed to provide the Service. After you close your account, we delete or anonymize your data within a reasonable period, unless we must keep it to meet legal, tax or accounting obligations or to resolve disputes.',
        ],
      },
      rights: {
        title: 'Your rights',
        body: [
          'Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict certain processing, and to withdraw your consent at any time. To exercise these rights, contact us using the details below. We will respond within the time required by applicable law and will never discriminate against you for exercising your rights.',
        ],
      },
      cookies: {
        title: 'Cookies',
        body: [
          'On our website we store only what it needs to work, such as your cookie choice and your language. Third-party services such as our booking calendar load only with your consent or when you ask for them. Our Cookie Policy lists every item, how long it is kept and how to change your choice at any time. Declining optional cookies does not affect the core features of the website.',
        ],
      },
      internationalTransfers: {
        title: 'International data transfers',
        body: [
          'We are based in the United States and may process your information in other countries where we or our service providers operate. When we transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we rely on appropriate safeguards such as the European Commission’s Standard Contractual Clauses.',
        ],
      },
      children: {
        title: 'Children’s privacy',
        body: [
          'The Service is not directed to children under 16, and we do not knowingly collect personal information from anyone under 16. You must be at least 16 years old to use the Service or to provide us with personal information. If we learn that we have collected data from a child under 16, we will delete it promptly.',
        ],
      },
      changes: {
        title: 'Changes to this policy',
        body: [
          'We may update this Privacy Policy from time to time. When we make material changes, we will update the date at the top of this page and, where appropriate, notify you by email or through the Service. Continuing to use the Service after an update means you accept the revised policy.',
        ],
      },
      contact: {
        title: 'Contact us',
        body: [
          'If you have questions about this Privacy Policy or about how we handle your personal information, please contact us:',
        ],
      },
    },
  },
  terms: {
    metaTitle: 'Terms of Service',
    metaDescription:
      'The terms that govern your use of the {product} website and AI demo platform, including accounts, billing and liability.',
    title: 'Terms of Service',
    summary:
      'Please read these terms carefully. They set out your rights and obligations when you use {product}.',
    sections: {
      acceptance: {
        title: 'Acceptance of terms',
        body: [
          'These Terms of Service (“Terms”) govern your access to and use of the {product} website and platform (the “Service”), operated by {product}, Inc. By creating an account or using the Service, you agree to these Terms. If you use the Service on behalf of an organization, you confirm that you are authorized to bind it to these Terms.',
        ],
      },
      description: {
        title: 'Description of the Service',
        body: [
          '{product} lets businesses create AI avatars and live AI agents that give interactive product demos to website visitors, qualify leads and report on buyer engagement. We may add, change or remove features as the Service evolves.',
        ],
      },
      accounts: {
        title: 'User accounts',
        body: [
          'You must provide accurate, current and complete registration information and keep it up to date. You are responsible for safeguarding your sign-in credentials and for all activity under your account. Notify us immediately of any unauthorized use.',
        ],
      },
      acceptableUse: {
        title: 'Acceptable use',
        body: ['You agree not to misuse the Service. In particular, you must not:'],
        items: [
          'break any law or infringe the rights of others;',
          'upload malicious code or attempt to gain unauthorized access to our systems;',
          'use the Service to send spam or deceptive content;',
          'copy, resell or reverse engineer the Service, except as these Terms allow.',
        ],
      },
      dataPrivacy: {
        title: 'Data and privacy',
        body: [
          'Our Privacy Policy explains how we collect and use personal information and forms part of these Terms. You keep ownership of the content and data you upload and grant us a limited license to process it to provide the Service. You are responsible for having a lawful basis to share your visitors’ personal data with us and through the integrations you connect.',
        ],
      },
      intellectualProperty: {
        title: 'Intellectual property',
        body: [
          'The Service, including its software, design, trademarks and content, is owned by {product}, Inc. and its licensors and is protected by intellectual property laws. Apart from the limited right to use the Service under these Terms, no rights are granted to you. We may use any feedback you give us without obligation to you.',
        ],
      },
      billing: {
        title: 'Subscription and billing',
        body: [
          'Paid plans are billed in advance on a monthly or annual basis, according to the plan you select. Annual plans come with a 30-day money-back guarantee: if you cancel within 30 days of your first annual payment, we refund that payment in full. Monthly plans can be canceled at any time, effective at the end of the month already paid, which is not refunded. Beyond this guarantee, fees are non-refundable except where required by law. We may change prices with prior notice, effective from your next billing cycle, and you authorize us to charge your chosen payment method for all fees due.',
        ],
      },
      availability: {
        title: 'Service availability',
        body: [
          'We aim to keep the Service available at all times but do not guarantee that it will be uninterrupted or error-free. We may suspend access temporarily for maintenance, upgrades or reasons beyond our control, and we will try to give advance notice of planned downtime.',
        ],
      },
      liability: {
        title: 'Limitation of liability',
        body: [
          'To the fullest extent permitted by law, the Service is provided “as is” and {product}, Inc. is not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data. Our total liability for any claim relating to the Service is limited to the amount you paid us in the twelve months before the claim.',
        ],
      },
      indemnification: {
        title: 'Indemnification',
        body: [
          'You agree to defend, indemnify and hold harmless {product}, Inc. and its officers, employees and partners from any claims, damages, losses and expenses, including reasonable legal fees, arising from your use of the Service, your content or your breach of these Terms.',
        ],
      },
      termination: {
        title: 'Termination',
        body: [
          'You may stop using the Service and close your account at any time. We may suspend or terminate your account at any time, with or without notice, including if you breach these Terms. On termination, your right to use the Service ends immediately; provisions that by their nature should survive, such as intellectual property and limitation of liability, remain in effect.',
        ],
      },
      governingLaw: {
        title: 'Governing law',
        body: [
          'These Terms are governed by the laws of the State of Delaware, United States, without regard to its conflict-of-law rules. Any dispute arising from these Terms or the Service will be resolved exclusively by the state or federal courts located in Delaware, and you consent to their jurisdiction.',
        ],
      },
      changes: {
        title: 'Changes to these terms',
        body: [
          'We may modify these Terms from time to time. If a change is material, we will update the date at the top of this page and notify you by email or through the Service. By continuing to use the Service after the changes take effect, you agree to the revised Terms.',
        ],
      },
      contact: {
        title: 'Contact us',
        body: ['Questions about these Terms? Contact us:'],
      },
    },
  },
  cookies: {
    metaTitle: 'Cookie Policy',
    metaDescription:
      'What the {product} website stores in your browser, why, for how long and on what legal basis, which services may add their own cookies, and how to change your choice at any time.',
    title: 'Cookie Policy',
    summary:
      'We keep what this website stores in your browser to a minimum. Here is every item, why it is there, how long it stays, on what legal basis, and how to change your mind.',
    itemLabels: {
      names: 'Stored as',
      area: 'Where',
      retention: 'How long',
      basis: 'Legal basis',
    },
    areas: {
      localStorage: 'Local storage',
      sessionStorage: 'Session storage',
      cookie: 'Cookie',
    },
    bases: {
      necessary:
        'Strictly necessary for what you use the Site for, so no consent is needed (art. 5(3) ePrivacy Directive); our legitimate interest in a site that works (art. 6(1)(f) GDPR).',
      consent:
        'Your consent (art. 6(1)(a) GDPR), given with “Accept all” and withdrawn with “Decline”.',
    },
    storedItems: {
      cookieConsent: {
        name: 'Your cookie choice',
        purpose:
          '“accepted” or “declined”, and when you chose, so the banner does not ask on every page and we can show what you agreed to and when.',
        retention:
          '12 months, then the banner asks again. A new choice replaces the old one, and clearing your browser data removes it.',
      },
      language: {
        name: 'Your language',
        purpose:
          'The language you picked or the Site suggested, how and when it was set, and the language code on its own, so the Site opens in your language next time.',
        retention: 'Until you clear your browser data.',
      },
      scrollPositions: {
        name: 'Scroll positions',
        purpose:
          'How far down you had scrolled on each page you visited in this tab, so Back and reloading take you to the same place.',
        retention: 'Until you close the tab.',
      },
      theme: {
        name: 'Display theme',
        purpose: 'Always “light”, the only theme the Site uses.',
        retention: 'Until you clear your browser data.',
      },
      country: {
        name: 'Your country',
        purpose:
          'The country code {service} answered, so it is asked only once per browser session.',
        retention: 'Until you close the tab, or at once when you decline.',
      },
      adminSession: {
        name: 'Team sign-in session',
        purpose: 'Access tokens that keep a team member signed in.',
        retention:
          'Each token is valid for 15 minutes and renewed while you stay signed in, for up to 7 days; removed when you sign out.',
      },
      adminDrafts: {
        name: 'Unsaved drafts',
        purpose:
          'Work in progress in the post editor, one item per post, so a reload or a failed save loses nothing.',
        retention: 'Until the post is saved or the draft is discarded.',
      },
      clerkSession: {
        name: 'Clerk sign-in cookies',
        purpose:
          'On our hosted Site, Clerk provides sign-in on /admin and sets these session cookies.',
        retention: 'For the sign-in session; removed when you sign out.',
      },
    },
    sections: {
      introduction: {
        title: 'About this policy',
        body: [
          'This Cookie Policy explains what the {product} website (the “Site”) stores in your browser, in cookies or in similar technologies such as local storage and session storage, and which requests it makes to other services on your behalf. It complements our Privacy Policy. The Site uses no advertising or analytics cookies and does not track you across other websites.',
        ],
      },
      essential: {
        title: 'What we store for every visitor',
        body: [
          'These items are needed for the Site to work as you expect, so they are stored whatever you choose in the cookie banner. They stay on your device: the Site does not send them anywhere.',
        ],
      },
      countryLookup: {
        title: 'Language suggestion from your country',
        body: [
          'If you accept all cookies, the Site suggests a language from the country you are in. To find it, your browser asks the geolocation service {service}, once per browser session, which country your IP address belongs to. That request sends your IP address to {service}; it carries no cookies, and the Site receives only the country code, which it keeps in the item below.',
          'Before you choose, and if you decline, the Site makes no such request and takes your language from your browser settings instead. A language you pick yourself always comes first.',
          'Legal basis: your consent (art. 6(1)(a) GDPR). You can withdraw it at any time under “Cookie settings”: the Site then forgets the country at once and asks {service} nothing more. {service} may process your IP address outside the European Economic Area; see “International data transfers” in our Privacy Policy.',
        ],
      },
      admin: {
        title: 'Team sign-in on /admin',
        body: [
          'Only members of our team sign in, on /admin, to write blog posts. For them the Site also stores the following:',
        ],
      },
      thirdParties: {
        title: 'Third-party services, only when you ask',
        body: [
          'Some features come from other services. Once a feature has loaded, its service may store its own cookies or similar items in your browser, for durations it sets and under its own privacy policy:',
        ],
        items: [
          'Cal.com, for booking a demo: the calendar on the Pricing page and the booking windows that open when you choose to book a demo.',
          'The {product} app, for the live demo on the home page: it loads when you choose to join the demo and asks for your microphone only with your browser’s permission.',
          'YouTube, in its privacy-enhanced mode, for the video on the launch page: it loads when you choose to watch it.',
          'Clerk, for team sign-in on /admin (see section 4).',
        ],
      },
      yourChoice: {
        title: 'What “Accept all” and “Decline” do',
        body: [
          'If you accept all cookies, the booking calendar and the booking windows load on their own as the page opens, Cal.com may store the items it needs, and the Site may look up your country as section 3 describes.',
          'If you decline, or before you choose, nothing from these services loads until you ask for it: the booking calendar, the live demo and the video each show a placeholder, and they load only when you click it. Booking buttons then open Cal.com in a new tab. The items in section 2 are stored either way.',
          'We keep your choice for 12 months. After that, the banner asks you again.',
        ],
      },
      manage: {
        title: 'Changing your choice',
        body: [
          'You can change your choice at any time: select “Cookie settings” at the bottom of any page, or the button below, and choose again. Your new choice replaces the previous one at once.',
          'You can also delete everything the Site has stored through your browser’s settings (the site data for this website); the banner will then ask you again. A service that has already loaded keeps what it stored until you delete it there.',
        ],
      },
      changes: {
        title: 'Changes to this policy',
        body: [
          'Whenever what the Site stores changes, we update this policy and the date at the top of this page.',
        ],
      },
      contact: {
        title: 'Contact us',
        body: ['Questions about cookies or this policy? Contact us:'],
      },
    },
  },
};
