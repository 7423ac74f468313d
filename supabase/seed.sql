-- Demo blog posts for local development, the embedded backend and CI.
-- Idempotent: a post whose slug already exists is left untouched, so running this again (or
-- after an admin has edited a post) never overwrites anything.
-- Featured images are root-relative paths to files in public/blog/, which the site serves at
-- its own origin in every mode; uploads made in the admin get Storage URLs instead.
-- Each post was last modified when it was published (updated_at = published_at), not when the
-- database was seeded: articles' dateModified and the sitemap's lastmod must not claim otherwise.
-- Most posts carry markdown only (the site renders it); two also carry content_html, as posts
-- saved from the admin editor do, so both rendering paths have real data.

insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  content_html,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
values
  (
    'white-label-ai-demos-for-agencies',
    'How agencies run white-label AI demos for every client',
    'Custom branding, strict client separation and reporting that connects to revenue: how agencies package AI demos as a recurring service.',
    $md$Agencies that build websites, run campaigns or manage growth for software companies face the same request over and over: *"Can you help us turn more visitors into pipeline?"* White-label AI demos let an agency answer yes with a service of its own, under its own brand, for every client at once.

## What white-label means in practice

A white-label demo programme gives the agency:

- **Custom branding and domain**, so clients see the agency's name, not the platform's
- **Multi-client management** with strict separation between client workspaces
- **Agency-level reporting** across every client, plus client-ready reports for each one
- **Bulk tools** to create and update demos for many clients without repeating the same work

For the client, the experience feels like part of the agency's service, because it is.

## Packaging the service

Agencies that succeed with demos tend to sell them as a clear, recurring offer rather than a one-off build.

### Setup package

A fixed-price package covering the demo script, qualification rules, CRM connection and placement on two high-intent pages. Most clients understand this immediately: it looks like a landing page project with a measurable result.

### Monthly optimisation

A retainer for reviewing transcripts, updating the demo after product releases and reporting on pipeline created. This is where the recurring revenue comes from, and where the agency's expertise shows.

### Campaign add-ons

Demos attached to paid campaigns, events or product launches. Short, focused and easy to sell on top of existing work.

## Running many clients without chaos

Scaling from three clients to thirty needs process more than tooling:

1. **Use a standard brief.** Same questions for every client: audience, outcomes, qualification signals, integrations.
2. **Start from templates.** Build reusable demo structures for common product types and adapt them.
3. **Separate access strictly.** Each client's data, transcripts and leads stay in their own workspace.
4. **Report on one schedule.** A monthly report per client, with the same core metrics, keeps conversations about results rather than activity.

## Metrics clients care about

Clients rarely care about engagement for its own sake. Report on what connects to revenue:

- **Qualified leads** created by the demo
- **Meetings booked** and the show rate for those meetings
- **Pipeline value** attributed to demo sessions
- *Top questions of the month*, which doubles as free market research for the client

## Revenue sharing and partner programmes

Many platforms offer agencies a revenue share on the clients they bring in, on top of what the agency charges for its own services. Combined with a setup fee and a monthly retainer, demos can become one of the most profitable lines in an agency's offering, *and one of the easiest to prove*.

## Getting started

Pick one existing client with good traffic and a sales team that complains about lead quality. Run a pilot for a month, document the results and turn them into a case study. That case study will sell the next ten clients for you.
$md$,
    null,
    'Priya Raman',
    '2026-06-09T14:00:00Z',
    '2026-06-09T14:00:00Z',
    'Guides',
    array['Agencies', 'White label', 'Partnerships'],
    'How agencies package white-label AI demos: branding, multi-client management, pricing the service and the metrics clients care about.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781013600000'
  ),
  (
    'self-serve-demos-convert-website-visitors',
    'Why self-serve demos convert more website visitors',
    'Most visitors are curious but not ready for a sales call. Giving them an interactive demo on the page, with no form and no waiting, changes the numbers.',
    $md$Your website gets thousands of visitors who are curious about the product and not yet ready to talk to sales. For most B2B companies, the only thing on offer for them is a "Book a demo" button that leads to a calendar three days out. Many of them never come back. **Self-serve demos** give those visitors what they came for, right now, and that changes your conversion numbers.

## The gap between interest and a meeting

Think about the path a typical visitor takes today:

1. They land on the pricing page from a comparison article.
2. They want to see the product, but the only option is to book a call.
3. They fill in a form, wait for a confirmation email and pick a slot next week.
4. By next week they have looked at two competitors who let them try immediately.

Every step in that path loses people. A demo that starts on the page, with no form and no waiting, removes three of the four steps.

## Why interactive beats recorded

A product video is better than nothing, but it is the same video for everyone. An AI demo avatar *adapts to the visitor*:

- A marketing lead sees campaign reporting; a RevOps manager sees CRM sync.
- Questions get answered in the moment instead of in a follow-up email.
- The visitor chooses the path, so they stay engaged for longer.

Teams running interactive demos on high-intent pages typically see around **3x higher engagement** than with a recorded video on the same page, because visitors are doing something rather than watching.

## Where to place the demo

Not every page deserves a demo. Start where intent is highest:

### Pricing page

Visitors here are already comparing. A demo next to the plans answers the question behind every pricing page visit: *"Is it worth it?"*

### Comparison and alternative pages

Someone reading "Your product vs. Competitor" wants proof. Let them see the difference instead of reading a table about it.

### Campaign landing pages

Paid traffic is expensive. Sending it to a page that asks for a meeting wastes most of it; sending it to a page with a demo turns the click into an experience.

## Measuring the impact

Keep the measurement simple and honest:

- **Visitor-to-qualified-lead rate** on pages with and without the demo
- **Time to first meeting** for leads that came through the demo
- **Pipeline created** per thousand visitors

Run the demo on half your campaign traffic for a month before drawing conclusions. Seasonality and campaign mix move these numbers more than people expect.

## What about the sales team?

Self-serve does not mean sales-free. The best setups hand over at the right moment: when a visitor asks about contracts, security reviews or volume pricing, the avatar offers a meeting with a human and passes along the full conversation. Reps get fewer, *better* meetings, and visitors who just wanted a quick look get one without a calendar invite.

## The takeaway

Visitors have already decided how they want to evaluate software: on their own, on their schedule. Meeting them there is not a trend; it is table stakes. Start with one high-intent page, measure for a month and let the numbers make the case.
$md$,
    null,
    'Sofia Martins',
    '2026-06-30T14:00:00Z',
    '2026-06-30T14:00:00Z',
    'Marketing',
    array['Conversion', 'Website', 'Self-serve'],
    'Why interactive, self-serve AI demos convert more B2B website visitors than "Book a demo" buttons, and where on your site to place them.',
    null,
    3,
    'manual-1782828000000'
  ),
  (
    'writing-a-demo-script-for-ai-avatars',
    'Writing a demo script your AI avatar can deliver',
    'A four-part structure, a list of prepared answers and a read-aloud test: how to write a demo script for an AI avatar in an afternoon.',
    $md$An AI demo avatar can explore your product on its own, but the best demos still start with a good script. Not a word-for-word teleprompter text, but a clear structure: what to show, in which order and what every visitor should remember. This guide shows how to write one in an afternoon.

## Start with the listener, not the product

Before you list a single feature, write down who is watching:

- **Role:** for example a sales manager at a 50-person software company
- **Situation:** their team misses follow-ups and their pipeline reviews are guesswork
- **Goal:** they want to see if your product fixes that without a long rollout

Everything in the script should serve that person. If a segment does not help them, cut it, *however proud you are of the feature*.

## The four-part structure

Most effective demos follow the same arc.

### 1. The hook (under 30 seconds)

Name the problem in the listener's words and promise to show the fix. "If your reps spend Friday afternoons updating the CRM, give me two minutes."

### 2. The aha moment

Go straight to the one screen where the problem disappears. Do not start with settings, onboarding or a tour of the navigation. Visitors decide in the first minute whether to keep watching.

### 3. Branches

Offer two or three paths and let the visitor choose:

1. **See the reporting**
2. **See the integrations**
3. **See how admins set it up**

Each branch is a short segment with its own mini-story. The avatar handles questions within each branch, so keep the segments focused.

### 4. The close

Summarise what they saw in one sentence and offer a next step that fits their intent: book a meeting, start a trial or share the demo with a colleague.

## Writing for an avatar

A few things change when a voice delivers your script instead of a human presenter.

- **Short sentences.** Spoken language needs more full stops than written language.
- **Concrete numbers.** "Saves about four hours a week" beats "saves lots of time".
- **Plain descriptions.** Say "the chart on the right", not "the KPI widget in panel three".
- *Leave room for questions.* End segments with an invitation: "Want to see how this connects to your CRM?"

## Prepare answers, not monologues

Collect the ten questions your sales team hears most often and write a two- or three-sentence answer for each. Pricing, security, integrations and setup time are almost always on the list. The avatar uses these answers when visitors ask, which keeps responses consistent with what your reps would say.

## Test it out loud

Read the script aloud, then watch the avatar deliver it. You will hear the sentences that are too long and the transitions that feel abrupt. Ask a colleague outside the product team to watch it cold and tell you the three things they remember. If those match your goals, the script works.

## Keep it alive

Scripts age quickly. Review yours **every month** alongside the demo transcripts: add answers for new recurring questions, remove segments people skip and update screenshots after every major release. A demo that stays current keeps converting; one that shows last year's interface quietly stops.
$md$,
    null,
    'Demoly Team',
    '2026-07-21T14:00:00Z',
    '2026-07-21T14:00:00Z',
    'Guides',
    array['Demo script', 'AI avatars', 'Storytelling'],
    'A practical guide to writing demo scripts for AI avatars: the four-part structure, writing for voice and keeping the script current.',
    null,
    3,
    'manual-1784642400000'
  ),
  (
    'lead-qualification-from-demo-conversations',
    'Lead qualification without the form: what buyers tell an AI demo',
    'Pain points, budget, timeline and buying intent come up naturally when buyers explore a product. Here is how to capture them and route leads accordingly.',
    $md$Lead forms ask buyers to describe themselves before they have seen anything. Unsurprisingly, the answers are thin: a work email, a company name and a "just browsing" in the comments field. An interactive demo flips the order. Buyers explore first, ask questions in their own words and, along the way, *tell you almost everything a qualification call would uncover*.

## The signals hidden in a demo conversation

When a visitor talks to an AI demo avatar, the questions they ask are qualification data. Across thousands of conversations, the same categories come up again and again.

### Pain points

"We lose deals because follow-ups take days" is a far stronger signal than any checkbox. The avatar can tag pain points as they come up and store them on the lead, in the buyer's own words.

### Budget and timeline

Buyers rarely volunteer budget on a form, but they often mention it in context: *"We need something live before our Q3 kickoff"* or "Our current contract renews in March." Both are captured as structured fields.

### Fit with your ideal customer profile

Team size, industry, current stack and the role of the person asking are all easy to infer from a conversation. A question about SSO and audit logs says *enterprise*; a question about the free plan says something else.

### Buying intent

Asking about pricing tiers, contract terms or onboarding timelines is a **high-intent** signal. Asking what the product does is an early-stage one. Both are useful, but they should not be routed the same way.

## Turning signals into routing rules

Signals only matter if they change what happens next. A simple rule set is enough to start:

1. **Hot:** ICP fit plus a budget or timeline mention. Create the opportunity in the CRM, notify the account owner in chat and offer a meeting link in the demo itself.
2. **Warm:** ICP fit, no timeline yet. Add to a short nurture sequence that references the features they explored.
3. **Early:** outside the ICP or purely exploratory. Send useful content and let them come back on their own.

Keep the first version small. It is easier to add a rule when you see a pattern than to debug twelve rules you wrote on day one.

## What changes for the sales team

Reps stop starting calls with discovery questions the buyer has already answered. Instead, the first meeting opens with the buyer's own words: *"You mentioned follow-ups are slipping because the team is stretched; let's look at that first."*

Teams that work this way tell us the same things:

- **First meetings are shorter** and more focused.
- **Fewer no-shows**, because the buyer booked after seeing the product, not before.
- **Better forecasting**, since budget and timeline are recorded rather than guessed.

## A note on honesty and consent

Buyers should know they are talking to an AI and what happens with the information they share. Say so at the start of the demo, link to your privacy policy and never ask for data you do not need. Qualification works better when buyers trust the conversation.

## Getting started

Pick the three signals your reps ask about first on every call. Define them as fields, connect your CRM and review the first twenty qualified conversations with your team. You will quickly see which signals predict a closed deal, and which ones you can stop asking about altogether.
$md$,
    null,
    'Maya Chen',
    '2026-08-11T14:00:00Z',
    '2026-08-11T14:00:00Z',
    'Sales',
    array['Lead qualification', 'Sales pipeline', 'CRM'],
    'Qualify leads from AI demo conversations: capture pain points, budget, timeline and intent, then route hot, warm and early leads automatically.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800000'
  ),
  (
    'demo-conversations-campaign-insights',
    'Turning demo conversations into campaign insights',
    'Prospects type their questions and objections into your demo every day. A two-hour monthly routine turns that language into sharper campaigns.',
    $md$Marketing teams spend a fortune trying to hear what buyers think: surveys, interviews, focus groups, social listening. Meanwhile, every day, prospects type their questions, objections and priorities into your product demo. **Demo conversations are the largest source of unprompted buyer language most companies have**, and marketing rarely looks at them.

## What marketers can learn from demo transcripts

### The words buyers actually use

Your website says "pipeline intelligence". Your buyers say "I never know which deals are real". When the language in your headlines matches the language in their heads, conversion improves. Transcripts give you that language, verbatim and at scale.

### The objections nobody mentions on calls

Buyers are often more candid with an AI avatar than with a salesperson. Questions like *"Is this going to replace my SDRs?"* or "What happens if we cancel?" show up in demos long before they show up in a sales call, if they ever do.

### Which use cases resonate with which segment

Agencies ask about white-label and client reporting. Mid-market teams ask about CRM sync. Enterprises ask about SSO and data residency. Sorting questions by segment gives each campaign a sharper message.

## A monthly insight routine

You do not need a research team to make use of this. One person, two hours a month:

1. **Export the month's questions** and group them by topic.
2. **Pick the five fastest-growing topics** compared with last month.
3. **Pull three verbatim quotes** for each one.
4. **Share a one-page summary** with marketing, sales and product.

The summary is short on purpose. A page people read beats a deck nobody opens.

## Turning insights into campaigns

### Headlines and ads

Test a headline written in the buyer's exact words against your current one. It is one of the cheapest experiments in marketing, and transcripts hand you the candidates.

### Content that answers real questions

If forty buyers asked how your product handles multiple currencies this month, that is a blog post, a help article and a segment in the demo. *Write it once, use it three times.*

### Objection handling in nurture emails

Address the top objection of the month directly in your nurture sequence. Buyers who were wondering but never asked will appreciate it.

## Privacy comes first

Treat transcripts with the same care as any customer data:

- Tell visitors up front that the conversation is recorded and how it is used.
- **Remove personal details** before sharing quotes outside the sales team.
- Keep raw transcripts in the system that collected them; share summaries, not exports.

Insights are about patterns, not people. Nobody needs to know which prospect asked a question to learn from it.

## The payoff

Marketing that sounds like the buyer performs better, and demo transcripts are the most direct way to hear the buyer. Start with one monthly summary. Within a quarter, you will wonder how you wrote positioning without it.
$md$,
    $html$<p>Marketing teams spend a fortune trying to hear what buyers think: surveys, interviews, focus groups, social listening. Meanwhile, every day, prospects type their questions, objections and priorities into your product demo. <strong>Demo conversations are the largest source of unprompted buyer language most companies have</strong>, and marketing rarely looks at them.</p>
<h2>What marketers can learn from demo transcripts</h2>
<h3>The words buyers actually use</h3>
<p>Your website says &quot;pipeline intelligence&quot;. Your buyers say &quot;I never know which deals are real&quot;. When the language in your headlines matches the language in their heads, conversion improves. Transcripts give you that language, verbatim and at scale.</p>
<h3>The objections nobody mentions on calls</h3>
<p>Buyers are often more candid with an AI avatar than with a salesperson. Questions like <em>&quot;Is this going to replace my SDRs?&quot;</em> or &quot;What happens if we cancel?&quot; show up in demos long before they show up in a sales call, if they ever do.</p>
<h3>Which use cases resonate with which segment</h3>
<p>Agencies ask about white-label and client reporting. Mid-market teams ask about CRM sync. Enterprises ask about SSO and data residency. Sorting questions by segment gives each campaign a sharper message.</p>
<h2>A monthly insight routine</h2>
<p>You do not need a research team to make use of this. One person, two hours a month:</p>
<ol>
<li><strong>Export the month&#39;s questions</strong> and group them by topic.</li>
<li><strong>Pick the five fastest-growing topics</strong> compared with last month.</li>
<li><strong>Pull three verbatim quotes</strong> for each one.</li>
<li><strong>Share a one-page summary</strong> with marketing, sales and product.</li>
</ol>
<p>The summary is short on purpose. A page people read beats a deck nobody opens.</p>
<h2>Turning insights into campaigns</h2>
<h3>Headlines and ads</h3>
<p>Test a headline written in the buyer&#39;s exact words against your current one. It is one of the cheapest experiments in marketing, and transcripts hand you the candidates.</p>
<h3>Content that answers real questions</h3>
<p>If forty buyers asked how your product handles multiple currencies this month, that is a blog post, a help article and a segment in the demo. <em>Write it once, use it three times.</em></p>
<h3>Objection handling in nurture emails</h3>
<p>Address the top objection of the month directly in your nurture sequence. Buyers who were wondering but never asked will appreciate it.</p>
<h2>Privacy comes first</h2>
<p>Treat transcripts with the same care as any customer data:</p>
<ul>
<li>Tell visitors up front that the conversation is recorded and how it is used.</li>
<li><strong>Remove personal details</strong> before sharing quotes outside the sales team.</li>
<li>Keep raw transcripts in the system that collected them; share summaries, not exports.</li>
</ul>
<p>Insights are about patterns, not people. Nobody needs to know which prospect asked a question to learn from it.</p>
<h2>The payoff</h2>
<p>Marketing that sounds like the buyer performs better, and demo transcripts are the most direct way to hear the buyer. Start with one monthly summary. Within a quarter, you will wonder how you wrote positioning without it.</p>
$html$,
    'Sofia Martins',
    '2026-09-01T14:00:00Z',
    '2026-09-01T14:00:00Z',
    'Marketing',
    array['Buyer insights', 'Messaging', 'Campaigns'],
    'Use AI demo transcripts as buyer research: find the words buyers use, surface hidden objections and turn them into better campaigns.',
    null,
    3,
    'manual-1788271200000'
  ),
  (
    'speed-to-lead-automated-follow-ups',
    'Speed to lead: follow up within the hour, automatically',
    'The first hour after a demo is when buyers pay the most attention. Trigger follow-ups on intent, route them to the right rep and reference the conversation.',
    $md$Every sales leader knows the rule: the faster you follow up, the more likely you are to win the deal. Every sales leader also knows how rarely it happens. Leads arrive at 11pm, on weekends, in the middle of a quarterly review. By the time someone replies, the buyer has moved on. **Automated follow-ups triggered by the demo itself** close that gap without asking reps to live in their inbox.

## Why the first hour matters

A buyer who just spent ten minutes in your product demo is at peak attention. They remember what they saw, they have questions fresh in mind and they have not yet opened a competitor's tab. A reply that arrives the next afternoon competes with everything else in their day.

Teams that automate the first touch typically follow up **twice as fast** as teams that rely on manual routing, and the follow-up is better, because it is based on what the buyer actually did.

## What a good automated follow-up contains

A generic "Thanks for your interest!" email is not a follow-up. A useful one references the conversation:

- **The problem they described**, in their own words
- **The features they spent time on**, with a link to go deeper
- **The question the demo could not fully answer**, and who on your team will answer it
- A clear next step: a meeting link, a trial or a short resource

Because the demo captured all of this, the email can be drafted automatically and still read like a person wrote it after listening carefully.

## Building the workflow

A dependable speed-to-lead workflow has four parts.

### 1. Trigger on intent, not on every session

Fire the workflow when a session shows real intent: a pricing question, a timeline, a request to talk to someone. Sending follow-ups to every casual visitor trains people to ignore you.

### 2. Route to the right owner

Use territory, company size or existing account ownership to pick the rep. If the company is already a customer, the account manager should hear about it *before* anyone sends an email.

### 3. Notify in the tool reps already use

Post a short summary in the sales chat channel: who, what they asked, how hot the lead looks and a link to the full transcript. Reps should not have to open another dashboard to act.

### 4. Send the first touch automatically

The buyer gets a personalised email within minutes, with the owner's name and calendar. The rep takes over from the reply onward.

## Guardrails that keep it human

Automation should make reps faster, not replace judgement:

- **Cap the sequence.** One automated email, then a human decides.
- **Let reps edit templates** for their segment and voice.
- **Pause automatically** when a buyer replies or books a meeting.
- *Never fake urgency.* Buyers notice, and it costs trust you will need later.

## Measuring success

Track three numbers before and after switching the workflow on: median time to first touch, reply rate on the first touch and meetings booked per qualified demo. If the first number drops and the other two rise, you are done. If not, the transcripts will tell you why.

## The short version

Speed matters, relevance matters more, and a demo gives you both. Trigger on intent, route to the right person, reference the conversation and let reps spend their time where it counts: on the reply.
$md$,
    $html$<p>Every sales leader knows the rule: the faster you follow up, the more likely you are to win the deal. Every sales leader also knows how rarely it happens. Leads arrive at 11pm, on weekends, in the middle of a quarterly review. By the time someone replies, the buyer has moved on. <strong>Automated follow-ups triggered by the demo itself</strong> close that gap without asking reps to live in their inbox.</p>
<h2>Why the first hour matters</h2>
<p>A buyer who just spent ten minutes in your product demo is at peak attention. They remember what they saw, they have questions fresh in mind and they have not yet opened a competitor&#39;s tab. A reply that arrives the next afternoon competes with everything else in their day.</p>
<p>Teams that automate the first touch typically follow up <strong>twice as fast</strong> as teams that rely on manual routing, and the follow-up is better, because it is based on what the buyer actually did.</p>
<h2>What a good automated follow-up contains</h2>
<p>A generic &quot;Thanks for your interest!&quot; email is not a follow-up. A useful one references the conversation:</p>
<ul>
<li><strong>The problem they described</strong>, in their own words</li>
<li><strong>The features they spent time on</strong>, with a link to go deeper</li>
<li><strong>The question the demo could not fully answer</strong>, and who on your team will answer it</li>
<li>A clear next step: a meeting link, a trial or a short resource</li>
</ul>
<p>Because the demo captured all of this, the email can be drafted automatically and still read like a person wrote it after listening carefully.</p>
<h2>Building the workflow</h2>
<p>A dependable speed-to-lead workflow has four parts.</p>
<h3>1. Trigger on intent, not on every session</h3>
<p>Fire the workflow when a session shows real intent: a pricing question, a timeline, a request to talk to someone. Sending follow-ups to every casual visitor trains people to ignore you.</p>
<h3>2. Route to the right owner</h3>
<p>Use territory, company size or existing account ownership to pick the rep. If the company is already a customer, the account manager should hear about it <em>before</em> anyone sends an email.</p>
<h3>3. Notify in the tool reps already use</h3>
<p>Post a short summary in the sales chat channel: who, what they asked, how hot the lead looks and a link to the full transcript. Reps should not have to open another dashboard to act.</p>
<h3>4. Send the first touch automatically</h3>
<p>The buyer gets a personalised email within minutes, with the owner&#39;s name and calendar. The rep takes over from the reply onward.</p>
<h2>Guardrails that keep it human</h2>
<p>Automation should make reps faster, not replace judgement:</p>
<ul>
<li><strong>Cap the sequence.</strong> One automated email, then a human decides.</li>
<li><strong>Let reps edit templates</strong> for their segment and voice.</li>
<li><strong>Pause automatically</strong> when a buyer replies or books a meeting.</li>
<li><em>Never fake urgency.</em> Buyers notice, and it costs trust you will need later.</li>
</ul>
<h2>Measuring success</h2>
<p>Track three numbers before and after switching the workflow on: median time to first touch, reply rate on the first touch and meetings booked per qualified demo. If the first number drops and the other two rise, you are done. If not, the transcripts will tell you why.</p>
<h2>The short version</h2>
<p>Speed matters, relevance matters more, and a demo gives you both. Trigger on intent, route to the right person, reference the conversation and let reps spend their time where it counts: on the reply.</p>
$html$,
    'Maya Chen',
    '2026-09-22T14:00:00Z',
    '2026-09-22T14:00:00Z',
    'Sales',
    array['Follow-up', 'Automation', 'Speed to lead'],
    'Automate speed-to-lead: trigger follow-ups from demo intent, route to the right rep and send a personal first touch within minutes.',
    null,
    3,
    'manual-1790085600000'
  ),
  (
    'live-agent-vs-on-demand-demo',
    'Live agent or on-demand demo: when to use each',
    'On-demand demos scale to every visitor; a live agent navigates the real product for high-intent buyers. How to choose, and how to combine the two.',
    $md$Interactive AI demos come in two flavours. An **on-demand demo** is built ahead of time: the avatar follows a prepared structure, adapts to questions and is available to every visitor, around the clock. A **live agent** joins the visitor's session in real time, navigates the actual product, clicks through screens and highlights what matters as the conversation unfolds. Both are useful. The trick is knowing which one fits the moment.

## How the two differ

- **Setup:** an on-demand demo takes minutes from a product URL; a live agent takes minutes too, plus access to a demo environment.
- **Navigation:** on-demand follows prepared segments and branches; a live agent clicks through the real product as the conversation goes.
- **Best for:** on-demand suits high-volume, early-stage traffic; a live agent suits high-intent visitors and complex products.
- **Cost per session:** on-demand is light enough for every visitor; a live session is heavier, so it pays to reserve it for the right moments.

*Neither replaces your sales team.* Both aim to get the right buyers to a human faster, with more context.

## When an on-demand demo is the right call

Choose the on-demand format when volume is high and questions are predictable:

- **Top-of-funnel pages** such as the home page, blog articles and campaign landing pages
- **Products with a clear core workflow** that looks the same for most buyers
- **Global audiences** across time zones, where consistency matters more than depth

On-demand demos are also the easiest place to start. You learn what visitors ask, which segments they skip and which features they care about, and you learn it quickly.

## When a live agent earns its place

A live agent shines when the product is broad or the buyer's question is specific:

### Complex, configurable products

If the honest answer to most questions is "it depends on your setup", a live agent that can navigate to the relevant screen and *show* the answer beats any prepared segment.

### High-intent moments

Visitors on the pricing page, returning visitors from target accounts and trial users who got stuck are worth a richer experience. The agent can **pitch like a pro**, **click and navigate** through the product and **show and highlight** the exact element the buyer asked about.

### Technical evaluations

Admins and engineers want to see settings, permissions and integrations in detail. Walking them through the real interface builds trust faster than slides.

## Combining both

Most teams end up using both, with simple routing between them:

1. Every visitor can start an on-demand demo.
2. When a visitor shows strong intent or asks something outside the prepared segments, offer to continue with the live agent.
3. When the live agent detects a buying signal, offer a meeting with a human and pass along the full session.

This keeps the heavier experience for the visitors who benefit most, and gives everyone else an instant answer.

## Questions to ask before choosing

- How many **distinct workflows** does a typical buyer need to see?
- How often do your reps say "let me show you in the product" on calls?
- Which pages bring the **highest-intent** traffic?
- Do you have a stable demo environment with realistic data?

If your reps constantly switch to the live product on calls, a live agent will likely pay off quickly. If most calls follow the same script, start with on-demand and add live sessions where the data says they matter.
$md$,
    null,
    'Daniel Okafor',
    '2026-10-13T14:00:00Z',
    '2026-10-13T14:00:00Z',
    'Product',
    array['Live agent', 'Product demos', 'Buyer journey'],
    'On-demand AI demo or live agent? Compare setup, navigation and best use cases, and learn how to route visitors between the two.',
    null,
    3,
    'manual-1791900000000'
  ),
  (
    'demo-analytics-features-that-drive-revenue',
    'Demo analytics: finding the features that actually drive revenue',
    'Link every demo session to the pipeline and you can see which features appear in won deals, which questions precede a booking and where visitors drop off.',
    $md$Product teams usually learn what sells from anecdotes: a rep says the new reporting module "always lands", a win-loss interview mentions integrations. Interactive AI demos replace anecdotes with data. Every demo session records what the visitor looked at, what they asked and what happened next in the pipeline. Put those together and you can answer a question that is normally very hard: **which features drive revenue?**

## What a demo session records

Each session produces a timeline you can analyse like product usage:

- **Segments viewed** and how long the visitor stayed on each one
- **Questions asked**, grouped by topic (pricing, security, integrations, a specific feature)
- **Paths chosen** when the avatar offered a choice
- **Outcome**: left, booked a meeting, started a trial or became an opportunity

Because sessions are linked to the lead in your CRM, you can follow each one all the way to a closed deal, or a lost one.

## Three reports worth building first

### 1. Feature attention versus win rate

For every feature segment, compare how often it was viewed in sessions that became won deals with how often it appeared in all sessions. A feature that shows up in *40% of won deals but only 15% of all demos* is under-exposed: move it earlier in the story.

### 2. Questions that precede a booking

List the questions asked in the two minutes before a visitor booked a meeting. These are your **moments of conviction**. They often reveal a capability you barely mention in marketing copy.

### 3. Drop-off points

Find the segments after which most visitors leave. A high drop-off is not always bad (some visitors have seen enough to decide), but a drop-off right after your pricing explanation or a setup walkthrough usually means something is unclear.

## Reading the data without fooling yourself

Demo analytics are powerful, and easy to over-read. A few habits keep the conclusions honest:

- **Look at volume first.** A feature viewed in eight sessions cannot tell you anything about win rates yet.
- **Separate audiences.** Agencies, mid-market teams and enterprises care about different things; one blended number hides all of them.
- **Prefer comparisons over absolutes.** "Reporting is viewed twice as often in won deals" is more useful than "reporting has a 62% completion rate".
- *Correlation is a lead, not a verdict.* Use it to decide what to test next.

## Feeding it back into the roadmap

The most valuable use of demo analytics is outside sales. Product managers can see which capabilities buyers ask about *before* they are customers, in their own words. That is a strong complement to usage data, which only covers people who already bought.

A simple monthly ritual works well:

1. Export the top twenty questions the avatar could not answer well.
2. Tag each as **documentation gap**, **positioning gap** or **product gap**.
3. Fix documentation gaps in the demo the same day, take positioning gaps to marketing and add product gaps to the roadmap discussion with the number of buyers who raised them.

## Where to start

Connect demo sessions to your CRM opportunities, wait for a few dozen closed deals and build the first report. The first time you see which feature appears in nearly every won deal, you will want to rewrite your home page, and that is exactly the point.
$md$,
    null,
    'Daniel Okafor',
    '2026-10-29T14:00:00Z',
    '2026-10-29T14:00:00Z',
    'Product',
    array['Demo analytics', 'Product strategy', 'Revenue'],
    'Use demo analytics to find the features that drive revenue: feature attention vs. win rate, questions before a booking and drop-off points.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400000'
  ),
  (
    'ai-demo-setup-in-ten-minutes',
    'From product URL to live AI demo in under ten minutes',
    'Share a product URL, shape the story, define what counts as qualified and connect your tools: a step-by-step setup for your first AI demo.',
    $md$Most teams assume an interactive demo is a quarter-long project: a script workshop, a recording session, a round of edits and a landing page nobody has time to build. With an AI demo avatar the first version should take *less time than your next internal meeting*. This guide walks through the setup we see work best, step by step.

## Before you start

You need three things, and none of them is a video crew:

- **A product URL** the avatar can explore: your app, a sandbox account or a public product tour.
- **One clear audience.** Pick the buyer you most want to reach first, for example a RevOps lead evaluating forecasting tools.
- **Two or three outcomes** you want every visitor to understand by the end of the demo.

Write these down in one paragraph. It becomes the brief the avatar works from, and it stops the first version from trying to show everything.

## Step 1: Share the product URL

Paste the URL into a new demo room. The avatar crawls the pages it can reach, maps the navigation and builds a first outline of features. If your product sits behind a login, use a demo account with realistic sample data. *Empty dashboards make for empty demos.*

## Step 2: Shape the story

The generated outline is a starting point, not a script. Reorder it around the outcomes you wrote down:

1. **Open with the problem** your buyer already feels ("Forecast calls take all afternoon").
2. **Show the moment of relief**: the one screen where that problem disappears.
3. **Let the visitor steer.** Offer two or three paths (reporting, integrations, admin) instead of a single linear tour.

Keep each segment short. Visitors ask questions at any point and the avatar answers in context, so you do not need to pre-empt every objection in the script.

## Step 3: Decide what counts as qualified

Before you publish, define the signals that should reach your sales team. Typical ones are:

- company size or number of seats
- current tool and reason for switching
- **budget and timeline**, when the visitor mentions them
- the features they spent the most time on

These become fields on the lead record, so choose names your CRM already uses.

## Step 4: Connect your tools

Connect the CRM and the chat app your team lives in. A good default is simple: qualified conversations create or update a contact in the CRM and post a short summary to the sales channel. Add a meeting link so that buyers who are ready can book straight from the demo.

## Step 5: Publish and watch the first ten conversations

Embed the demo on your pricing page or your highest-intent landing page rather than the home page. Then read the first ten transcripts end to end. You will learn more from them than from any dashboard:

- Where do visitors **drop off**?
- Which questions does the avatar answer *too generally*?
- Which feature do people ask about that the outline never mentions?

Adjust the outline, add short answers for the recurring questions and publish again. Iterations take minutes, so make several in the first week.

## Common mistakes

### Showing every feature

A demo that covers everything convinces nobody. Three outcomes, shown well, beat twelve features shown quickly.

### Hiding the demo behind a form

If visitors have to fill in six fields before they see anything, most will leave. Let them watch first; the conversation itself collects better information than the form would.

### Forgetting the follow-up

The demo is the start of the sales conversation, not the end. Make sure every qualified visitor gets a **same-day follow-up** that references what they actually asked.

## What good looks like after week one

By the end of the first week you should have a demo that answers your most common questions, a handful of qualified conversations in your CRM and a short list of product questions for the next iteration. That is the whole setup. Everything after that is tuning.
$md$,
    null,
    'Demoly Team',
    '2026-11-12T14:00:00Z',
    '2026-11-12T14:00:00Z',
    'Guides',
    array['Getting started', 'AI avatars', 'Setup'],
    'Set up an interactive AI demo from your product URL in under ten minutes: shape the story, define qualification and connect your CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000000'
  )
on conflict (slug, language) do nothing;

-- Translations: two posts in every language, each written for its market rather than word for
-- word, so every blog opens with posts of its own. The Chinese and Korean ones carry emphasis
-- next to CJK punctuation (**…。**每位, **‘…’**은) that CommonMark alone would leave as
-- asterisks. Each points at its English original by slug, so the seed stays idempotent and
-- works whatever ids the originals got.
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'white-label-ki-demos-fuer-agenturen',
    'white-label-ai-demos-for-agencies',
    'de',
    'White-Label-KI-Demos: So machen Agenturen daraus einen Service für jeden Kunden',
    'Eigenes Branding, sauber getrennte Kundenbereiche und Berichte, die den Umsatzbeitrag zeigen: wie Agenturen KI-Demos als wiederkehrende Leistung verkaufen.',
    $md$Agenturen, die für Softwareunternehmen Websites bauen, Kampagnen fahren oder Wachstum verantworten, hören immer wieder dieselbe Frage: *„Können Sie uns helfen, aus mehr Besuchern Pipeline zu machen?“* Mit White-Label-KI-Demos beantworten Agenturen diese Frage mit einer eigenen Leistung, unter eigener Marke und für alle Kunden zugleich.

## Was White-Label in der Praxis bedeutet

Ein White-Label-Demoprogramm gibt der Agentur:

- **Eigenes Branding und eigene Domain**: Kunden sehen den Namen der Agentur, nicht den der Plattform
- **Verwaltung vieler Kunden** mit strikt getrennten Arbeitsbereichen
- **Reporting auf Agenturebene** über alle Kunden hinweg, dazu präsentationsfertige Berichte je Kunde
- **Massenfunktionen**, um Demos für viele Kunden anzulegen und zu aktualisieren, ohne dieselbe Arbeit zu wiederholen

Für den Kunden fühlt sich das wie ein Teil der Agenturleistung an, denn genau das ist es.

## Die Leistung als Paket schnüren

Erfolgreiche Agenturen verkaufen Demos als klares, wiederkehrendes Angebot statt als einmaliges Projekt.

### Einrichtungspaket

Ein Festpreis für Demo-Skript, Qualifizierungsregeln, CRM-Anbindung und die Platzierung auf zwei Seiten mit hoher Kaufabsicht. Das verstehen die meisten Kunden sofort: Es wirkt wie ein Landingpage-Projekt mit messbarem Ergebnis.

### Monatliche Optimierung

Ein Retainer für die Auswertung der Gesprächsprotokolle, Anpassungen nach Produktreleases und das Reporting zur erzeugten Pipeline. Hier entsteht der wiederkehrende Umsatz, und hier zeigt die Agentur ihre Expertise.

### Kampagnen-Erweiterungen

Demos für Paid-Kampagnen, Events oder Produktlaunches. Kurz, fokussiert und leicht zusätzlich zu bestehenden Aufträgen zu verkaufen.

## Viele Kunden ohne Chaos betreuen

Der Schritt von drei auf dreißig Kunden braucht vor allem Prozesse, weniger Tools:

1. **Mit einem Standard-Briefing arbeiten.** Für jeden Kunden dieselben Fragen: Zielgruppe, Ziele, Qualifizierungssignale, Integrationen.
2. **Von Vorlagen ausgehen.** Wiederverwendbare Demo-Strukturen für typische Produktarten bauen und anpassen.
3. **Zugriffe strikt trennen.** Daten, Protokolle und Leads jedes Kunden bleiben in dessen eigenem Bereich.
4. **Im festen Rhythmus berichten.** Ein Monatsbericht pro Kunde mit denselben Kernkennzahlen lenkt das Gespräch auf Ergebnisse statt auf Aktivität.

## Kennzahlen, die Kunden wirklich interessieren

Engagement an sich interessiert kaum einen Kunden. Berichten Sie über das, was mit Umsatz zusammenhängt:

- **Qualifizierte Leads**, die die Demo erzeugt hat
- **Gebuchte Termine** und die Quote der tatsächlich wahrgenommenen Termine
- **Pipeline-Wert**, der Demo-Sitzungen zugeordnet ist
- *Die häufigsten Fragen des Monats*: kostenlose Marktforschung für den Kunden obendrein

## Umsatzbeteiligung und Partnerprogramme

Viele Plattformen beteiligen Agenturen am Umsatz der Kunden, die sie mitbringen, zusätzlich zu dem, was die Agentur für ihre eigene Leistung berechnet. Zusammen mit einer Einrichtungsgebühr und einem monatlichen Retainer können Demos zu einer der profitabelsten Leistungen im Portfolio werden, *und zu einer der am leichtesten belegbaren*.

## So starten Sie

Wählen Sie einen bestehenden Kunden mit gutem Traffic und einem Vertriebsteam, das über die Lead-Qualität klagt. Fahren Sie einen Monat lang ein Pilotprojekt, dokumentieren Sie die Ergebnisse und machen Sie daraus eine Fallstudie. Diese Fallstudie verkauft Ihnen die nächsten zehn Kunden.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Agenturen', 'White-Label', 'Partnerschaften'],
    'Wie Agenturen White-Label-KI-Demos verkaufen: Branding, Verwaltung vieler Kunden, Preisgestaltung und die Kennzahlen, die Kunden wichtig sind.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781100000000'
  ),
  (
    'ja-white-label-ai-demos-for-agencies',
    'white-label-ai-demos-for-agencies',
    'ja',
    'エージェンシーがホワイトラベルのAIデモをすべてのクライアントに提供する方法',
    '自社ブランドでの提供、クライアントごとの厳格なデータ分離、売上につながるレポート。AIデモを継続型サービスとして商品化するエージェンシーの実践法を紹介します。',
    $md$ソフトウェア企業のWebサイト制作、キャンペーン運用、グロース支援を手がけるエージェンシーは、同じ相談を何度も受けます。*「サイト訪問者をもっとパイプラインにつなげられませんか？」*ホワイトラベルのAIデモなら、この相談に自社ブランドのサービスとして、しかも全クライアントに同時に応えられます。

## ホワイトラベルとは具体的に何か

ホワイトラベルのデモプログラムでは、エージェンシーは次のことができます。

- **独自のブランドとドメイン**：クライアントに見えるのはプラットフォームではなくエージェンシーの名前です
- **複数クライアントの管理**：クライアントごとのワークスペースを厳格に分離します
- **エージェンシー全体のレポート**：全クライアントを横断して把握でき、クライアント向けのレポートもそのまま提出できます
- **一括操作**：多数のクライアントのデモを、同じ作業を繰り返すことなく作成・更新できます

クライアントにとっては、エージェンシーのサービスの一部として自然に映ります。実際にそうだからです。

## サービスとしてのパッケージ化

デモで成果を上げているエージェンシーは、単発の制作ではなく、わかりやすい継続型サービスとして提供しています。

### 導入パッケージ

デモのシナリオ、見極めのルール、CRM連携、購買意欲の高い2ページへの設置までを固定価格で提供します。成果を測定できるランディングページ制作のようなものなので、多くのクライアントにすぐ理解してもらえます。

### 月次の改善

会話ログの確認、製品アップデートに合わせたデモの更新、創出したパイプラインのレポートを月額契約で行います。継続収益が生まれ、エージェンシーの専門性が最も発揮される部分です。

### キャンペーン向けオプション

広告キャンペーン、イベント、製品ローンチに合わせたデモです。短く焦点を絞れるため、既存の案件に追加で提案しやすいのが特長です。

## 多数のクライアントを混乱なく運用する

クライアントを3社から30社に増やすときに必要なのは、ツールよりもプロセスです。

1. **共通のヒアリングシートを使う。**ターゲット、目標、見極めのシグナル、連携ツールなど、どのクライアントにも同じ質問をします。
2. **テンプレートから始める。**よくある製品タイプごとに再利用できるデモの構成を用意し、調整して使います。
3. **アクセス権を厳格に分ける。**各クライアントのデータ、会話ログ、リードはそれぞれのワークスペースに保管します。
4. **決まったサイクルで報告する。**クライアントごとに同じ主要指標で毎月レポートすれば、話題が作業量ではなく成果に向きます。

## クライアントが重視する指標

エンゲージメントそのものに関心を持つクライアントはほとんどいません。売上につながる指標を報告しましょう。

- デモから生まれた**確度の高いリード**
- **獲得した商談**と、その実施率
- デモセッションに紐づく**パイプライン金額**
- *今月よく聞かれた質問*：クライアントにとっては無料の市場調査にもなります

## レベニューシェアとパートナープログラム

多くのプラットフォームは、エージェンシーが紹介したクライアントの売上の一部を還元しています。これはエージェンシー自身のサービス料金とは別の収益です。導入費用と月額契約を組み合わせれば、デモはエージェンシーの中でも特に利益率が高く、*しかも成果を示しやすい*サービスになります。

## はじめの一歩

トラフィックが多く、営業チームがリードの質に不満を持っている既存クライアントを1社選びましょう。1か月間パイロットを実施し、結果を記録して導入事例にまとめます。その導入事例が、次の10社を連れてきてくれます。
$md$,
    'Priya Raman',
    '2026-06-10T15:00:00Z',
    '2026-06-10T15:00:00Z',
    'Guides',
    array['エージェンシー', 'ホワイトラベル', 'パートナーシップ'],
    'エージェンシーがホワイトラベルのAIデモを商品化する方法。ブランディング、複数クライアントの管理、価格設定、クライアントが重視する指標を解説します。',
    '/blog/agency-white-label.jpg',
    4,
    'manual-1781103600000'
  ),
  (
    'zh-white-label-ai-demos-for-agencies',
    'white-label-ai-demos-for-agencies',
    'zh',
    '代理商如何为每位客户提供白标 AI 演示',
    '自有品牌、严格的客户数据隔离、与收入挂钩的报告：代理商如何把 AI 演示打造成一项持续收费的服务。',
    $md$为软件公司建网站、做投放或负责增长的代理商，总会反复听到同一个请求：*“能不能帮我们把更多访客变成商机？”*有了白标 AI 演示，代理商就能用自己的品牌推出一项自有服务，同时满足所有客户的这一需求。

## 白标在实际中意味着什么

白标演示方案能让代理商获得：

- **自有品牌与域名**：客户看到的是代理商的名字，而不是平台的名字
- **多客户管理**：各客户的工作区严格隔离
- **代理商层面的报告**：汇总所有客户的数据，还能为每位客户直接出具报告
- **批量工具**：为众多客户创建和更新演示，无需重复同样的工作

对客户来说，这就是代理商服务的一部分，事实也正是如此。

## 把演示打包成服务

靠演示做出成绩的代理商，通常把它当作清晰、可持续的服务来卖，而不是一次性项目。

### 上线套餐

以固定价格提供演示脚本、筛选规则、CRM 对接，并部署到两个购买意向最高的页面。大多数客户一听就懂：这就像一个效果可衡量的落地页项目。

### 月度优化

按月收费，负责复盘对话记录、在产品更新后同步调整演示，并汇报新增的销售管道。持续收入从这里来，代理商的专业能力也在这里体现。

### 营销活动附加包

配合付费投放、线下活动或新品发布的演示。周期短、目标明确，很容易在现有合作之上追加销售。

## 同时服务多个客户而不乱

从 3 个客户扩展到 30 个，靠的更多是流程，而不是工具：

1. **使用统一的需求简报。**每位客户都回答同样的问题：目标受众、预期成果、筛选信号、需要对接的系统。
2. **从模板起步。**针对常见的产品类型搭建可复用的演示结构，再按客户调整。
3. **严格隔离访问权限。**每位客户的数据、对话记录和线索都只保存在各自的工作区。
4. **按固定节奏汇报。**每月为每位客户出一份报告，核心指标保持一致，让沟通聚焦于成果而不是工作量。

## 客户真正关心的指标

客户很少会只看互动数据本身。请汇报与收入挂钩的指标：

- 演示带来的**合格线索**
- **已预约的会议**及其实际出席率
- 归因于演示会话的**销售管道金额**
- *本月高频问题*：对客户来说，这相当于一份免费的市场调研

## 收入分成与合作伙伴计划

许多平台会把代理商带来的客户收入分一部分给代理商，这笔收入独立于代理商自己的服务费。再加上上线费和月度服务费，演示有望成为代理商利润最高的业务之一，*也是最容易证明成效的业务之一*。

## 如何起步

挑选一位流量不错、销售团队又常抱怨线索质量的现有客户。先做一个月的试点，记录结果并整理成案例。这个案例会帮您拿下接下来的 10 位客户。
$md$,
    'Priya Raman',
    '2026-06-10T16:00:00Z',
    '2026-06-10T16:00:00Z',
    'Guides',
    array['代理商', '白标', '合作伙伴'],
    '代理商如何打包白标 AI 演示服务：品牌定制、多客户管理、服务定价，以及客户真正关心的指标。',
    '/blog/agency-white-label.jpg',
    4,
    'manual-1781107200000'
  ),
  (
    'ko-white-label-ai-demos-for-agencies',
    'white-label-ai-demos-for-agencies',
    'ko',
    '에이전시가 모든 고객사에 화이트 라벨 AI 데모를 제공하는 방법',
    '자체 브랜딩, 고객사별로 엄격하게 분리된 데이터, 매출로 이어지는 리포트까지. 에이전시가 AI 데모를 반복 매출 서비스로 상품화하는 방법을 소개합니다.',
    $md$소프트웨어 기업의 웹사이트를 만들고, 캠페인을 운영하고, 성장을 책임지는 에이전시는 같은 요청을 거듭 받습니다. *“방문자를 더 많이 파이프라인으로 연결할 수 있을까요?”* 화이트 라벨 AI 데모가 있으면 에이전시는 자체 브랜드의 서비스로, 그것도 모든 고객사에 한꺼번에 이 요청에 답할 수 있습니다.

## 화이트 라벨이란 실제로 무엇인가

**‘화이트 라벨’**은 플랫폼을 에이전시의 브랜드로 바꿔 고객사에 제공하는 방식입니다. 화이트 라벨 데모 프로그램을 도입하면 에이전시는 다음을 얻습니다.

- **자체 브랜딩과 도메인**: 고객사에는 플랫폼이 아닌 에이전시의 이름이 보입니다
- **여러 고객사 관리**: 고객사별 워크스페이스를 엄격하게 분리합니다
- **에이전시 단위 리포트**: 모든 고객사를 한눈에 보고, 고객사별로 바로 전달할 수 있는 리포트도 만듭니다
- **일괄 작업 도구**: 같은 작업을 반복하지 않고도 여러 고객사의 데모를 만들고 업데이트합니다

고객사 입장에서는 에이전시 서비스의 일부로 자연스럽게 느껴집니다. 실제로 그렇기 때문입니다.

## 서비스로 패키지화하기

데모로 성과를 내는 에이전시는 데모를 일회성 제작이 아니라 명확한 정기 서비스로 판매합니다.

### 도입 패키지

데모 시나리오, 검증 기준, CRM 연동, 구매 의향이 높은 방문자가 모이는 핵심 페이지 두 곳에 대한 설치까지 고정 가격으로 제공합니다. 성과를 측정할 수 있는 랜딩 페이지 프로젝트와 비슷해서 대부분의 고객사가 바로 이해합니다.

### 월간 최적화

대화 기록 검토, 제품 업데이트에 맞춘 데모 수정, 창출된 파이프라인 리포트를 월 단위 계약으로 진행합니다. 반복 매출이 생기는 곳이자 에이전시의 전문성이 가장 잘 드러나는 부분입니다.

### 캠페인 추가 옵션

유료 광고 캠페인, 이벤트, 제품 출시에 맞춘 데모입니다. 짧고 초점이 분명해서 기존 계약에 더해 제안하기 쉽습니다.

## 많은 고객사를 혼란 없이 운영하기

고객사를 3곳에서 30곳으로 늘릴 때 필요한 것은 도구보다 프로세스입니다.

1. **표준 브리프를 사용하세요.** 타깃 고객, 목표, 검증 신호, 연동할 도구 등 모든 고객사에 같은 질문을 합니다.
2. **템플릿에서 시작하세요.** 자주 다루는 제품 유형별로 재사용할 수 있는 데모 구조를 만들어 두고 고객사에 맞게 조정합니다.
3. **접근 권한을 엄격히 분리하세요.** 고객사별 데이터, 대화 기록, 리드는 각자의 워크스페이스에만 보관합니다.
4. **정해진 주기로 보고하세요.** 고객사마다 같은 핵심 지표로 매달 리포트를 보내면 대화가 활동량이 아닌 성과에 집중됩니다.

## 고객사가 중요하게 여기는 지표

참여도 자체에 관심을 두는 고객사는 거의 없습니다. 매출과 연결되는 지표를 보고하세요.

- 데모가 만들어 낸 **검증된 리드**
- **예약된 미팅**과 실제 참석률
- 데모 세션으로 발생한 **파이프라인 금액**
- *이달의 주요 질문*: 고객사에는 무료 시장 조사 자료가 되기도 합니다

## 수익 배분과 파트너 프로그램

많은 플랫폼이 에이전시가 소개한 고객사 매출의 일부를 에이전시에 돌려줍니다. 이는 에이전시가 자체 서비스로 받는 비용과는 별개의 수익입니다. 도입비와 월 계약을 함께 받으면 데모는 에이전시 서비스 가운데 수익성이 가장 높은 축이 될 수 있고, *성과를 증명하기도 가장 쉬운* 서비스가 됩니다.

## 시작하는 방법

트래픽이 충분하고 영업팀이 리드 품질에 불만을 가진 기존 고객사 한 곳을 고르세요. 한 달 동안 파일럿을 진행하고 결과를 기록해 사례 연구로 정리합니다. 그 사례가 다음 고객사 10곳을 데려다줄 것입니다.
$md$,
    'Priya Raman',
    '2026-06-10T17:00:00Z',
    '2026-06-10T17:00:00Z',
    'Guides',
    array['에이전시', '화이트 라벨', '파트너십'],
    '에이전시가 화이트 라벨 AI 데모를 상품화하는 방법. 브랜딩, 여러 고객사 관리, 서비스 가격 책정, 고객사가 중요하게 여기는 지표를 알아봅니다.',
    '/blog/agency-white-label.jpg',
    4,
    'manual-1781110800000'
  ),
  (
    'demo-gespraeche-als-quelle-fuer-kampagnen',
    'demo-conversations-campaign-insights',
    'de',
    'Aus Demo-Gesprächen bessere Kampagnen machen',
    'Interessenten tippen jeden Tag ihre Fragen und Einwände in Ihre Demo. Mit zwei Stunden im Monat wird daraus die Sprache für schärfere Kampagnen.',
    $md$Marketingteams investieren viel Geld, um zu erfahren, was potenzielle Kunden denken: Umfragen, Interviews, Fokusgruppen, Social Listening. Gleichzeitig tippen Interessenten jeden Tag ihre Fragen, Einwände und Prioritäten in Ihre Produktdemo. **Demo-Gespräche sind für die meisten Unternehmen die größte Quelle ungefilterter Kundensprache**, und das Marketing schaut kaum hinein.

## Was das Marketing aus Demo-Protokollen lernen kann

### Die Worte, die Interessenten wirklich benutzen

Auf Ihrer Website steht „Pipeline-Intelligenz“. Ihre Interessenten sagen: „Ich weiß nie, welche Deals echt sind.“ Wenn die Sprache Ihrer Headlines zur Sprache in den Köpfen Ihrer Interessenten passt, steigt die Conversion. Die Protokolle liefern genau diese Sprache, wörtlich und in großer Menge.

### Die Einwände, die im Verkaufsgespräch niemand äußert

Gegenüber einem KI-Avatar sind Interessenten oft offener als gegenüber einem Vertriebler. Fragen wie *„Ersetzt das meine SDRs?“* oder „Was passiert, wenn wir kündigen?“ tauchen in Demos auf, lange bevor sie im Verkaufsgespräch fallen, wenn überhaupt.

### Welche Anwendungsfälle bei welchem Segment ankommen

Agenturen fragen nach White-Label und Kundenberichten. Mittelständler fragen nach der CRM-Synchronisierung. Konzerne fragen nach SSO und Datenstandort. Wer die Fragen nach Segment sortiert, schärft die Botschaft jeder Kampagne.

## Eine monatliche Routine für Erkenntnisse

Dafür brauchen Sie kein Research-Team. Eine Person, zwei Stunden im Monat:

1. **Die Fragen des Monats exportieren** und nach Themen gruppieren.
2. **Die fünf am stärksten wachsenden Themen** im Vergleich zum Vormonat auswählen.
3. **Je drei wörtliche Zitate** dazu heraussuchen.
4. **Eine einseitige Zusammenfassung** mit Marketing, Vertrieb und Produkt teilen.

Die Zusammenfassung ist bewusst kurz. Eine Seite, die gelesen wird, schlägt jede Präsentation, die niemand öffnet.

## Aus Erkenntnissen Kampagnen machen

### Headlines und Anzeigen

Testen Sie eine Headline in den exakten Worten Ihrer Interessenten gegen die aktuelle. Das ist eines der günstigsten Experimente im Marketing, und die Protokolle liefern Ihnen die Kandidaten.

### Inhalte, die echte Fragen beantworten

Wenn diesen Monat vierzig Interessenten gefragt haben, wie Ihr Produkt mit mehreren Währungen umgeht, ist das ein Blogartikel, ein Hilfeartikel und ein Abschnitt in der Demo. *Einmal schreiben, dreimal nutzen.*

### Einwände in Nurturing-E-Mails aufgreifen

Gehen Sie auf den häufigsten Einwand des Monats direkt in Ihrer Nurturing-Strecke ein. Interessenten, die sich die Frage gestellt, aber nie laut gefragt haben, werden es zu schätzen wissen.

## Datenschutz geht vor

Behandeln Sie Gesprächsprotokolle mit derselben Sorgfalt wie alle Kundendaten:

- Sagen Sie Besuchern vorab, dass das Gespräch aufgezeichnet wird und wofür.
- **Entfernen Sie personenbezogene Angaben**, bevor Sie Zitate außerhalb des Vertriebs teilen.
- Lassen Sie die Rohprotokolle in dem System, das sie erfasst hat; teilen Sie Zusammenfassungen, keine Exporte.

Es geht um Muster, nicht um Personen. Niemand muss wissen, welcher Interessent eine Frage gestellt hat, um daraus zu lernen.

## Der Gewinn

Marketing, das die Sprache der Interessenten spricht, wirkt besser, und Demo-Protokolle sind der direkteste Weg, ihnen zuzuhören. Beginnen Sie mit einer monatlichen Zusammenfassung. Nach einem Quartal werden Sie sich fragen, wie Sie Ihre Positionierung bisher ohne sie geschrieben haben.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Kundenstimmen', 'Botschaften', 'Kampagnen'],
    'Demo-Protokolle als Kundenforschung: die Sprache Ihrer Interessenten finden, verborgene Einwände erkennen und daraus bessere Kampagnen machen.',
    null,
    3,
    'manual-1788357600000'
  ),
  (
    'ja-demo-conversations-campaign-insights',
    'demo-conversations-campaign-insights',
    'ja',
    'デモでの会話をキャンペーンのヒントに変える',
    '見込み顧客は毎日、質問や懸念をデモに書き込んでいます。月2時間の習慣で、その言葉をより刺さるキャンペーンに生かせます。',
    $md$マーケティングチームは、顧客の本音を知るために多くの予算を使っています。アンケート、インタビュー、フォーカスグループ、ソーシャルリスニング。その一方で、見込み顧客は毎日、質問や懸念、優先したいことを製品デモに書き込んでいます。**デモでの会話は、多くの企業にとって最大の「顧客の生の声」の宝庫**なのに、マーケティングがそれを見ることはほとんどありません。

## デモの会話ログからマーケターが学べること

### 顧客が実際に使っている言葉

Webサイトには「パイプラインインテリジェンス」と書いてあっても、顧客は「どの商談が本物なのか、いつもわからない」と言います。見出しの言葉が顧客の頭の中にある言葉と一致すれば、コンバージョンは上がります。会話ログは、その言葉をそのまま、しかも大量に教えてくれます。

### 商談では誰も口にしない懸念

顧客は営業担当者よりもAIアバターに対してのほうが率直になりがちです。*「これでSDRが不要になるの？」*や「解約したらどうなる？」といった質問は、商談で出てくるよりずっと前に、あるいは商談では一度も出ないまま、デモの中で現れます。

### どのユースケースがどのセグメントに響くか

エージェンシーはホワイトラベルやクライアント向けレポートについて尋ねます。中堅企業はCRM連携について、大企業はSSOやデータの保管場所について尋ねます。質問をセグメント別に整理すれば、キャンペーンごとのメッセージがより鋭くなります。

## 毎月のインサイト習慣

専任のリサーチチームは必要ありません。担当者1人、月に2時間で十分です。

1. **その月の質問を書き出し**、テーマごとにまとめます。
2. 前月と比べて**最も増えたテーマを5つ選びます**。
3. それぞれについて**顧客の発言をそのまま3つ抜き出します**。
4. **1ページの要約**をマーケティング、営業、プロダクトの各チームに共有します。

要約はあえて短くします。誰も開かないスライド資料より、読まれる1ページのほうが価値があります。

## インサイトをキャンペーンに生かす

### 見出しと広告

顧客の言葉をそのまま使った見出しを、現在の見出しとA/Bテストしてみましょう。マーケティングで最もコストのかからない実験の一つで、候補は会話ログがそろえてくれます。

### 実際の質問に答えるコンテンツ

今月40人の顧客が複数通貨への対応について質問したなら、それはブログ記事にも、ヘルプ記事にも、デモの一場面にもなります。*一度書けば、3回使えます。*

### ナーチャリングメールで懸念に答える

その月に最も多かった懸念に、ナーチャリングメールで正面から答えましょう。気になっていても質問しなかった顧客に喜ばれます。

## プライバシーが最優先

会話ログは、ほかの顧客データと同じように慎重に扱いましょう。

- 会話が記録されることと、その用途を訪問者に事前に伝えます。
- 営業チーム以外に発言を共有する前に、**個人を特定できる情報を削除します**。
- 元の会話ログは収集したシステムに保管し、共有するのはエクスポートではなく要約にします。

大切なのは個人ではなく傾向です。誰が質問したかを知らなくても、そこから学ぶことはできます。

## 得られる成果

顧客と同じ言葉で語るマーケティングは成果が出やすく、デモの会話ログは顧客の声を聞く最も直接的な方法です。まずは月1回の要約から始めてみてください。3か月後には、これなしでどうやってポジショニングを考えていたのか不思議に思うはずです。
$md$,
    'Sofia Martins',
    '2026-09-02T15:00:00Z',
    '2026-09-02T15:00:00Z',
    'Marketing',
    array['顧客インサイト', 'メッセージング', 'キャンペーン'],
    'AIデモの会話ログを顧客調査に活用する方法。顧客の言葉を見つけ、隠れた懸念を可視化し、より成果の出るキャンペーンにつなげます。',
    null,
    4,
    'manual-1788361200000'
  ),
  (
    'demos-ia-marque-blanche-agences',
    'white-label-ai-demos-for-agencies',
    'fr',
    'Démos IA en marque blanche : comment les agences en font un service pour chaque client',
    'Votre marque, des espaces clients strictement cloisonnés et des rapports qui parlent chiffre d’affaires : comment les agences transforment les démos IA en prestation récurrente.',
    $md$Les agences qui conçoivent des sites, pilotent des campagnes ou prennent en charge la croissance d’éditeurs de logiciels entendent sans cesse la même demande : *« Pouvez-vous nous aider à transformer plus de visiteurs en opportunités ? »* Avec les démos IA en marque blanche, l’agence répond oui avec une offre bien à elle, sous sa propre marque, pour tous ses clients à la fois.

## La marque blanche, concrètement

Un programme de démos en marque blanche apporte à l’agence :

- **Sa marque et son domaine**, pour que les clients voient le nom de l’agence, pas celui de la plateforme
- **Une gestion multi-clients** avec des espaces de travail strictement cloisonnés
- **Des rapports à l’échelle de l’agence** sur l’ensemble des clients, et des rapports prêts à présenter pour chacun d’eux
- **Des outils de création en masse** pour créer et mettre à jour les démos de nombreux clients sans refaire dix fois le même travail

Pour le client, la démo fait partie de la prestation de l’agence. Et c’est exactement ce qu’elle est.

## Structurer l’offre

Les agences qui réussissent avec les démos les vendent comme une offre claire et récurrente plutôt que comme un projet ponctuel.

### Le forfait de mise en place

Un prix fixe qui couvre le script de la démo, les règles de qualification, la connexion au CRM et l’intégration sur deux pages à forte intention d’achat. La plupart des clients comprennent tout de suite : cela ressemble à un projet de page d’atterrissage, avec un résultat mesurable.

### L’optimisation mensuelle

Un forfait mensuel pour analyser les transcriptions, mettre à jour la démo à chaque nouvelle version du produit et rendre compte du pipeline généré. C’est là que naît le chiffre d’affaires récurrent, et là que l’expertise de l’agence se voit.

### Les options liées aux campagnes

Des démos associées aux campagnes payantes, aux événements ou aux lancements de produit. Courtes, ciblées et faciles à vendre en complément des missions en cours.

## Gérer de nombreux clients sans chaos

Passer de trois à trente clients demande des processus plus que des outils :

1. **Utilisez un brief type.** Les mêmes questions pour chaque client : cible, objectifs, signaux de qualification, intégrations.
2. **Partez de modèles.** Construisez des trames de démo réutilisables pour les types de produits les plus courants, puis adaptez-les.
3. **Cloisonnez strictement les accès.** Les données, les transcriptions et les leads de chaque client restent dans son propre espace.
4. **Rendez compte à date fixe.** Un rapport mensuel par client, avec les mêmes indicateurs clés, recentre les échanges sur les résultats plutôt que sur l’activité.

## Les indicateurs qui comptent pour vos clients

L’engagement en soi intéresse rarement les clients. Rendez compte de ce qui se traduit en chiffre d’affaires :

- **Les leads qualifiés** générés par la démo
- **Les rendez-vous pris**, et le taux de présence à ces rendez-vous
- **La valeur du pipeline** attribuée aux sessions de démo
- *Les questions les plus posées du mois* : une étude de marché offerte au client, en prime

## Partage des revenus et programmes partenaires

De nombreuses plateformes reversent aux agences une part du chiffre d’affaires des clients qu’elles apportent, en plus de ce que l’agence facture pour ses propres prestations. Avec des frais de mise en place et un forfait mensuel, les démos peuvent devenir l’une des prestations les plus rentables du catalogue d’une agence, *et l’une des plus faciles à justifier*.

## Pour commencer

Choisissez un client existant qui a un bon trafic et une équipe commerciale qui se plaint de la qualité des leads. Menez un pilote pendant un mois, documentez les résultats et faites-en une étude de cas. C’est elle qui vous vendra les dix clients suivants.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Agences', 'Marque blanche', 'Partenariats'],
    'Démos IA en marque blanche pour agences : votre marque, la gestion multi-clients, le prix de l’offre et les indicateurs qui comptent pour vos clients.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781123700000'
  ),
  (
    'conversations-de-demo-idees-de-campagnes',
    'demo-conversations-campaign-insights',
    'fr',
    'Transformer les conversations de démo en idées de campagnes',
    'Chaque jour, vos prospects tapent leurs questions et leurs objections dans votre démo. Deux heures par mois suffisent pour en tirer des campagnes plus percutantes.',
    $md$Les équipes marketing dépensent des fortunes pour savoir ce que pensent leurs prospects : sondages, entretiens, groupes de discussion, écoute des réseaux sociaux. Pendant ce temps, chaque jour, des prospects tapent leurs questions, leurs objections et leurs priorités dans votre démo produit. **Pour la plupart des entreprises, les conversations de démo sont la plus grande source de paroles de prospects spontanées**, et le marketing n’y jette presque jamais un œil.

## Ce que le marketing peut apprendre des transcriptions de démo

### Les mots que vos prospects emploient vraiment

Votre site parle d’« intelligence du pipeline ». Vos prospects, eux, disent : « Je ne sais jamais quelles affaires sont sérieuses. » Quand les mots de vos titres rejoignent ceux que vos prospects ont en tête, la conversion progresse. Les transcriptions vous livrent ces mots tels quels, et en quantité.

### Les objections que personne n’ose formuler en rendez-vous

Face à un avatar IA, les prospects sont souvent plus francs qu’avec un commercial. Des questions comme *« Est-ce que ça va remplacer mes SDR ? »* ou « Que se passe-t-il si nous résilions ? » apparaissent dans les démos bien avant d’être posées en rendez-vous commercial, quand elles le sont un jour.

### Quels cas d’usage parlent à quel segment

Les agences posent des questions sur la marque blanche et les rapports clients. Les ETI s’intéressent à la synchronisation avec le CRM, les grands comptes au SSO et à la localisation des données. Classer les questions par segment donne à chaque campagne un message plus affûté.

## Une routine d’analyse mensuelle

Nul besoin d’une équipe d’études pour en tirer parti. Une personne, deux heures par mois :

1. **Exportez les questions du mois** et regroupez-les par thème.
2. **Retenez les cinq thèmes qui progressent le plus** par rapport au mois précédent.
3. **Relevez trois citations mot pour mot** pour chacun d’eux.
4. **Partagez une synthèse d’une page** avec le marketing, les ventes et le produit.

La synthèse est courte à dessein. Une page que l’on lit vaut mieux qu’une présentation que personne n’ouvre.

## Des enseignements aux campagnes

### Titres et annonces

Testez un titre écrit avec les mots exacts de vos prospects face à votre titre actuel. C’est l’une des expériences les moins coûteuses du marketing, et les transcriptions vous fournissent les candidats.

### Des contenus qui répondent à de vraies questions

Si quarante prospects ont demandé ce mois-ci comment votre produit gère plusieurs devises, cela fait un article de blog, un article d’aide et une séquence de la démo. *Écrire une fois, utiliser trois fois.*

### Traiter les objections dans vos séquences d’e-mails

Répondez directement à l’objection la plus fréquente du mois dans vos e-mails de suivi. Les prospects qui se posaient la question sans jamais oser la poser vous en seront reconnaissants.

## La confidentialité d’abord

Traitez les transcriptions avec le même soin que toutes vos données clients :

- Informez les visiteurs dès le départ que la conversation est enregistrée, et de l’usage qui en est fait.
- **Supprimez les données personnelles** avant de partager des citations en dehors de l’équipe commerciale.
- Conservez les transcriptions brutes dans le système qui les a collectées ; partagez des synthèses, pas des exports.

Ce qui compte, ce sont les tendances, pas les personnes. Nul besoin de savoir quel prospect a posé une question pour en tirer des leçons.

## Ce que vous y gagnez

Un marketing qui parle comme ses prospects est plus efficace, et les transcriptions de démo sont le moyen le plus direct de les entendre. Commencez par une synthèse mensuelle. Au bout d’un trimestre, vous vous demanderez comment vous rédigiez votre positionnement sans elle.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Connaissance client', 'Positionnement', 'Campagnes'],
    'Les transcriptions de vos démos IA sont une étude client gratuite : les mots de vos prospects, leurs objections cachées et des campagnes plus efficaces.',
    null,
    3,
    'manual-1788381300000'
  ),
  (
    'demos-ia-marca-blanca-agencias',
    'white-label-ai-demos-for-agencies',
    'es',
    'Demos con IA en marca blanca: cómo las agencias las convierten en un servicio para cada cliente',
    'Marca propia, datos de cada cliente bien separados y reportes que se miden en ingresos: así venden las agencias las demos con IA como un servicio recurrente.',
    $md$Las agencias que crean sitios web, gestionan campañas o impulsan el crecimiento de empresas de software reciben la misma petición una y otra vez: *“¿Nos ayudan a convertir más visitantes en pipeline?”* Con las demos con IA en marca blanca, la agencia puede responder que sí con un servicio propio, con su marca y para todos sus clientes a la vez.

## Qué significa la marca blanca en la práctica

Un programa de demos en marca blanca le da a la agencia:

- **Marca y dominio propios**, para que los clientes vean el nombre de la agencia y no el de la plataforma
- **Gestión de varios clientes** con espacios de trabajo estrictamente separados
- **Reportes a nivel de agencia** que abarcan a todos los clientes, además de reportes listos para entregar a cada uno
- **Acciones en lote** para crear y actualizar las demos de muchos clientes sin repetir el mismo trabajo

El cliente vive la demo como parte del servicio de la agencia, porque lo es.

## Cómo armar la oferta

Las agencias a las que les va bien con las demos suelen venderlas como una oferta clara y recurrente, no como un proyecto único.

### Paquete de implementación

Un precio fijo que cubre el guion de la demo, las reglas de calificación, la conexión con el CRM y la instalación en dos páginas con alta intención de compra. La mayoría de los clientes lo entiende de inmediato: se parece a un proyecto de landing page con un resultado medible.

### Optimización mensual

Una tarifa mensual para revisar las transcripciones, actualizar la demo después de cada lanzamiento del producto e informar sobre el pipeline generado. De aquí salen los ingresos recurrentes, y aquí es donde se nota la experiencia de la agencia.

### Complementos para campañas

Demos asociadas a campañas pagadas, eventos o lanzamientos de producto. Son cortas, enfocadas y fáciles de vender como un extra sobre el trabajo que ya tienes con el cliente.

## Cómo atender a muchos clientes sin caos

Pasar de tres a treinta clientes exige más procesos que herramientas:

1. **Trabaja con un brief estándar.** Las mismas preguntas para cada cliente: audiencia, objetivos, señales de calificación, integraciones.
2. **Parte de plantillas.** Arma estructuras de demo reutilizables para los tipos de producto más comunes y adáptalas.
3. **Separa los accesos de forma estricta.** Los datos, las transcripciones y los leads de cada cliente se quedan en su propio espacio de trabajo.
4. **Reporta siempre con la misma periodicidad.** Un reporte mensual por cliente, con las mismas métricas clave, centra la conversación en los resultados y no en la actividad.

## Las métricas que les importan a los clientes

A pocos clientes les importa la interacción por sí misma. Informa sobre lo que se relaciona con los ingresos:

- **Leads calificados** generados por la demo
- **Reuniones agendadas** y la tasa de asistencia a esas reuniones
- **Valor del pipeline** atribuido a las sesiones de demo
- *Las preguntas más frecuentes del mes*, que además le sirven al cliente como investigación de mercado gratuita

## Ingresos compartidos y programas de socios

Muchas plataformas les dan a las agencias una parte de los ingresos de los clientes que aportan, además de lo que la agencia cobra por sus propios servicios. Si a eso le sumas una tarifa de implementación y una tarifa mensual, las demos pueden convertirse en una de las líneas más rentables de la agencia, *y en una de las más fáciles de justificar con resultados*.

## Cómo empezar

Elige un cliente actual con buen tráfico y un equipo de ventas que se queje de la calidad de los leads. Haz un piloto durante un mes, documenta los resultados y conviértelos en un caso de éxito. Ese caso de éxito te venderá los próximos diez clientes.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Agencias', 'Marca blanca', 'Alianzas'],
    'Cómo venden las agencias demos con IA en marca blanca: marca propia, gestión de varios clientes, precios del servicio y las métricas que importan.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781118000000'
  ),
  (
    'conversaciones-de-demo-para-campanas',
    'demo-conversations-campaign-insights',
    'es',
    'Cómo convertir las conversaciones de tus demos en mejores campañas',
    'Tus prospectos escriben cada día sus preguntas y objeciones en tu demo. Con dos horas al mes, ese lenguaje se convierte en campañas más certeras.',
    $md$Los equipos de marketing gastan una fortuna en averiguar qué piensan los compradores: encuestas, entrevistas, grupos focales, escucha social. Mientras tanto, todos los días, los prospectos escriben sus preguntas, objeciones y prioridades en la demo de tu producto. **Las conversaciones de las demos son la mayor fuente de lenguaje espontáneo de compradores que tiene la mayoría de las empresas**, y marketing casi nunca las revisa.

## Qué puede aprender marketing de las transcripciones de las demos

### Las palabras que de verdad usan los compradores

Tu sitio web dice “inteligencia de pipeline”. Tus compradores dicen “nunca sé qué oportunidades son reales”. Cuando el lenguaje de tus titulares coincide con el que ellos tienen en la cabeza, la conversión mejora. Las transcripciones te dan ese lenguaje, palabra por palabra y a gran escala.

### Las objeciones que nadie menciona en las llamadas

Los compradores suelen ser más sinceros con un avatar de IA que con un vendedor. Preguntas como *“¿Esto va a reemplazar a mis SDR?”* o “¿Qué pasa si cancelamos?” aparecen en las demos mucho antes que en una llamada de ventas, si es que llegan a aparecer.

### Qué casos de uso conectan con cada segmento

Las agencias preguntan por la marca blanca y los reportes para sus clientes. Las empresas medianas preguntan por la sincronización con el CRM. Las grandes empresas preguntan por el inicio de sesión único (SSO) y por dónde se almacenan los datos. Ordenar las preguntas por segmento le da a cada campaña un mensaje más certero.

## Una rutina mensual para sacar conclusiones

No necesitas un equipo de investigación para aprovechar todo esto. Basta con una persona y dos horas al mes:

1. **Exporta las preguntas del mes** y agrúpalas por tema.
2. **Elige los cinco temas que más crecieron** respecto al mes anterior.
3. **Extrae tres citas textuales** de cada uno.
4. **Comparte un resumen de una página** con marketing, ventas y producto.

El resumen es breve a propósito. Una página que la gente lee vale más que una presentación que nadie abre.

## De las conclusiones a las campañas

### Titulares y anuncios

Prueba un titular escrito con las palabras exactas de tus compradores frente al que usas hoy. Es uno de los experimentos más baratos del marketing, y las transcripciones te dan los candidatos.

### Contenido que responde preguntas reales

Si este mes cuarenta compradores preguntaron cómo maneja tu producto varias monedas, ahí tienes un artículo para el blog, un artículo de ayuda y un bloque nuevo en la demo. *Escríbelo una vez, úsalo tres veces.*

### Objeciones resueltas en tus correos de nutrición de leads

Responde la objeción más frecuente del mes directamente en tu secuencia de nutrición de leads. Los compradores que se lo preguntaban, pero nunca lo dijeron en voz alta, lo van a agradecer.

## La privacidad va primero

Trata las transcripciones con el mismo cuidado que cualquier dato de tus clientes:

- Deja claro a los visitantes desde el inicio que la conversación se graba y para qué se usa.
- **Elimina los datos personales** antes de compartir citas fuera del equipo de ventas.
- Deja las transcripciones completas en el sistema que las recopiló; comparte resúmenes, no exportaciones.

Lo que importa son los patrones, no las personas. Nadie necesita saber qué prospecto hizo una pregunta para aprender de ella.

## Lo que ganas

El marketing que habla como el comprador funciona mejor, y las transcripciones de las demos son la forma más directa de escucharlo. Empieza con un resumen mensual. En un trimestre, te vas a preguntar cómo escribías tu posicionamiento sin él.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Voz del cliente', 'Mensajes', 'Campañas'],
    'Usa las transcripciones de tus demos con IA como investigación: descubre las palabras de tus compradores, detecta objeciones ocultas y mejora tus campañas.',
    null,
    3,
    'manual-1788375600000'
  ),
  (
    'demos-ia-white-label-para-agencias',
    'white-label-ai-demos-for-agencies',
    'pt',
    'Demos com IA white label: como as agências transformam isso em serviço para cada cliente',
    'Marca própria, clientes bem separados e relatórios ligados à receita: como as agências vendem demos com IA como um serviço recorrente.',
    $md$Agências que criam sites, tocam campanhas ou cuidam do crescimento de empresas de software ouvem sempre o mesmo pedido: *“Vocês conseguem ajudar a gente a transformar mais visitantes em pipeline?”* Com demos com IA white label, a agência responde que sim com um serviço próprio, com a própria marca e para todos os clientes de uma vez.

## O que é white label na prática

Um programa de demos white label dá à agência:

- **Marca e domínio próprios**, para que os clientes vejam o nome da agência, e não o da plataforma
- **Gestão de vários clientes**, com espaços de trabalho rigorosamente separados
- **Relatórios consolidados da agência**, com todos os clientes, além de relatórios prontos para apresentar a cada um
- **Ferramentas em massa** para criar e atualizar demos de muitos clientes sem repetir o mesmo trabalho

Para o cliente, a experiência parece parte do serviço da agência. E é exatamente isso.

## Como empacotar o serviço

As agências que se dão bem com demos costumam vendê-las como uma oferta clara e recorrente, e não como um projeto pontual.

### Pacote de implantação

Um preço fechado que cobre o roteiro da demo, as regras de qualificação, a integração com o CRM e a publicação em duas páginas com alta intenção de compra. A maioria dos clientes entende isso na hora: parece um projeto de landing page, só que com resultado mensurável.

### Otimização mensal

Um fee mensal para analisar as transcrições das conversas, atualizar a demo a cada lançamento do produto e reportar o pipeline gerado. É daqui que vem a receita recorrente, e é aqui que a expertise da agência aparece.

### Extras para campanhas

Demos ligadas a mídia paga, eventos ou lançamentos de produto. Curtas, focadas e fáceis de vender junto com os projetos que já estão em andamento.

## Muitos clientes, nenhuma bagunça

Passar de três para trinta clientes exige mais processo do que ferramenta:

1. **Use um briefing padrão.** As mesmas perguntas para todos os clientes: público, objetivos, sinais de qualificação, integrações.
2. **Parta de modelos.** Monte estruturas de demo reutilizáveis para os tipos de produto mais comuns e adapte cada uma.
3. **Separe os acessos com rigor.** Os dados, as transcrições e os leads de cada cliente ficam no espaço de trabalho dele.
4. **Reporte sempre no mesmo ritmo.** Um relatório mensal por cliente, com as mesmas métricas principais, mantém a conversa nos resultados, e não nas atividades.

## As métricas que importam para o cliente

Engajamento pelo engajamento raramente interessa ao cliente. Reporte o que se conecta à receita:

- **Leads qualificados** gerados pela demo
- **Reuniões agendadas** e a taxa de comparecimento a essas reuniões
- **Valor de pipeline** atribuído às sessões de demo
- *As perguntas mais frequentes do mês*, que de quebra viram uma pesquisa de mercado gratuita para o cliente

## Divisão de receita e programas de parceiros

Muitas plataformas pagam às agências uma participação na receita dos clientes que elas indicam, além do que a agência cobra pelos próprios serviços. Somadas a um fee de implantação e a um fee mensal, as demos podem se tornar uma das linhas mais lucrativas do portfólio da agência, *e uma das mais fáceis de comprovar*.

## Por onde começar

Escolha um cliente atual com bom tráfego e um time de vendas que reclama da qualidade dos leads. Rode um piloto de um mês, documente os resultados e transforme tudo em um case de sucesso. É esse case que vai vender os próximos dez clientes para você.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Agências', 'White label', 'Parcerias'],
    'Como agências vendem demos com IA white label: marca própria, gestão de vários clientes, preço do serviço e as métricas que importam ao cliente.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781106300000'
  ),
  (
    'conversas-de-demo-insights-para-campanhas',
    'demo-conversations-campaign-insights',
    'pt',
    'Como transformar conversas de demo em insights para campanhas',
    'Todos os dias, potenciais clientes digitam dúvidas e objeções na sua demo. Uma rotina de duas horas por mês transforma essa linguagem em campanhas mais certeiras.',
    $md$Times de marketing gastam uma fortuna tentando descobrir o que os compradores pensam: pesquisas, entrevistas, grupos focais, social listening. Enquanto isso, todos os dias, potenciais clientes digitam suas dúvidas, objeções e prioridades na demo do seu produto. **As conversas de demo são a maior fonte de linguagem espontânea de compradores que a maioria das empresas tem**, e o marketing quase nunca olha para elas.

## O que o marketing pode aprender com as transcrições das demos

### As palavras que os compradores realmente usam

O seu site fala em “inteligência de pipeline”. Os seus compradores dizem “nunca sei quais negócios são reais”. Quando a linguagem dos seus títulos bate com a linguagem que está na cabeça deles, a conversão sobe. As transcrições entregam essa linguagem ao pé da letra e em grande volume.

### As objeções que ninguém menciona nas reuniões

Os compradores costumam ser mais francos com um avatar de IA do que com um vendedor. Perguntas como *“Isso vai substituir meus SDRs?”* ou “O que acontece se a gente cancelar?” aparecem nas demos muito antes de surgirem numa reunião de vendas, quando chegam a surgir.

### Quais casos de uso convencem cada segmento

Agências perguntam sobre white label e relatórios para os clientes. Empresas de médio porte perguntam sobre a sincronização com o CRM. Grandes empresas perguntam sobre SSO e se os dados ficam armazenados no Brasil. Separar as perguntas por segmento deixa a mensagem de cada campanha mais afiada.

## Uma rotina mensal de insights

Você não precisa de um time de pesquisa para aproveitar isso. Uma pessoa, duas horas por mês:

1. **Exporte as perguntas do mês** e agrupe-as por tema.
2. **Escolha os cinco temas que mais cresceram** em relação ao mês anterior.
3. **Separe três citações literais** para cada um.
4. **Compartilhe um resumo de uma página** com marketing, vendas e produto.

O resumo é curto de propósito. Uma página que as pessoas leem vale mais do que uma apresentação que ninguém abre.

## Dos insights às campanhas

### Títulos e anúncios

Teste um título escrito com as palavras exatas do comprador contra o título atual. É um dos experimentos mais baratos do marketing, e as transcrições já entregam os candidatos.

### Conteúdo que responde a perguntas reais

Se quarenta compradores perguntaram este mês como o seu produto lida com cobranças em reais e em dólar, isso é um post no blog, um artigo na central de ajuda e um trecho da demo. *Escreva uma vez, use três vezes.*

### Objeções respondidas nos e-mails de nutrição

Responda à objeção mais comum do mês diretamente na sua sequência de nutrição de leads. Os compradores que tinham a dúvida, mas nunca perguntaram, vão agradecer.

## Privacidade em primeiro lugar

Trate as transcrições com o mesmo cuidado que qualquer dado de cliente (a LGPD também vale aqui):

- Avise os visitantes logo de início que a conversa é gravada e como ela será usada.
- **Remova dados pessoais** antes de compartilhar citações fora do time de vendas.
- Mantenha as transcrições completas no sistema que as coletou; compartilhe resumos, não exportações.

Insights tratam de padrões, não de pessoas. Ninguém precisa saber qual potencial cliente fez uma pergunta para aprender com ela.

## O resultado

Marketing que fala a língua do comprador dá mais resultado, e as transcrições das demos são o jeito mais direto de ouvir o comprador. Comece com um resumo mensal. Em um trimestre, você vai se perguntar como escrevia o seu posicionamento sem ele.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Insights de clientes', 'Mensagem', 'Campanhas'],
    'Use as transcrições das demos com IA como pesquisa com compradores: descubra as palavras deles, revele objeções ocultas e crie campanhas melhores.',
    null,
    3,
    'manual-1788359400000'
  ),
  (
    'demo-ia-white-label-per-agenzie',
    'white-label-ai-demos-for-agencies',
    'it',
    'Demo IA in white label: come le agenzie ne fanno un servizio per ogni cliente',
    'Brand personalizzato, clienti rigorosamente separati e report legati al fatturato: come le agenzie trasformano le demo IA in un servizio ricorrente.',
    $md$Le agenzie che realizzano siti web, gestiscono campagne o seguono la crescita di aziende software si sentono fare sempre la stessa richiesta: *«Ci aiutate a trasformare più visitatori in pipeline?»* Con le demo IA in white label un’agenzia può rispondere di sì con un servizio tutto suo, con il proprio brand e per tutti i clienti contemporaneamente.

## Cosa significa white label, in concreto

Un programma di demo in white label offre all’agenzia:

- **Brand e dominio personalizzati**: i clienti vedono il nome dell’agenzia, non quello della piattaforma
- **Gestione di più clienti**, con spazi di lavoro rigorosamente separati
- **Report a livello di agenzia** su tutti i clienti, più report pronti da presentare per ciascuno
- **Strumenti per operare in blocco**, per creare e aggiornare le demo di molti clienti senza ripetere lo stesso lavoro

Per il cliente, la demo sembra parte del servizio dell’agenzia. E in effetti lo è.

## Come confezionare il servizio

Le agenzie che hanno successo con le demo le vendono come un’offerta chiara e ricorrente, non come un progetto una tantum.

### Pacchetto di avvio

Un pacchetto a prezzo fisso che comprende lo script della demo, le regole di qualificazione, il collegamento al CRM e l’inserimento in due pagine ad alta intenzione d’acquisto. Quasi tutti i clienti lo capiscono al volo: somiglia a un progetto di landing page, con un risultato misurabile.

### Ottimizzazione mensile

Un canone mensile per analizzare le trascrizioni, aggiornare la demo dopo ogni rilascio del prodotto e rendicontare la pipeline generata. È qui che nasce il fatturato ricorrente, ed è qui che si vede la competenza dell’agenzia.

### Moduli per le campagne

Demo abbinate a campagne a pagamento, eventi o lanci di prodotto. Brevi, mirate e facili da vendere in aggiunta ai progetti già in corso.

## Gestire molti clienti senza caos

Passare da tre a trenta clienti richiede processi, più che strumenti:

1. **Usa un brief standard.** Le stesse domande per ogni cliente: pubblico, obiettivi, segnali di qualificazione, integrazioni.
2. **Parti dai modelli.** Crea strutture di demo riutilizzabili per i tipi di prodotto più comuni e adattale caso per caso.
3. **Separa gli accessi in modo rigoroso.** Dati, trascrizioni e lead di ogni cliente restano nel suo spazio di lavoro.
4. **Rendiconta a scadenze fisse.** Un report mensile per cliente, con le stesse metriche chiave, porta la conversazione sui risultati anziché sulle attività.

## Le metriche che interessano ai clienti

Ai clienti importa poco il coinvolgimento fine a se stesso. Riporta ciò che si collega al fatturato:

- **Lead qualificati** generati dalla demo
- **Incontri prenotati** e la percentuale di quelli a cui i potenziali clienti si presentano davvero
- **Valore della pipeline** attribuito alle sessioni demo
- *Le domande più frequenti del mese*, che per il cliente valgono anche come ricerca di mercato gratuita

## Condivisione dei ricavi e programmi partner

Molte piattaforme riconoscono alle agenzie una quota dei ricavi sui clienti che portano, oltre a quanto l’agenzia fattura per i propri servizi. Insieme a un compenso di avvio e a un canone mensile, le demo possono diventare una delle linee più redditizie dell’offerta di un’agenzia, *e una di quelle con i risultati più facili da dimostrare*.

## Da dove cominciare

Scegli un cliente attuale con un buon traffico e un team vendite che si lamenta della qualità dei lead. Avvia un progetto pilota di un mese, documenta i risultati e trasformali in un caso di studio. Sarà quel caso di studio a venderti i prossimi dieci clienti.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Agenzie', 'White label', 'Partnership'],
    'Come le agenzie vendono demo IA in white label: branding, gestione di più clienti, prezzo del servizio e le metriche che contano per i clienti.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781119800000'
  ),
  (
    'conversazioni-demo-idee-per-campagne',
    'demo-conversations-campaign-insights',
    'it',
    'Dalle conversazioni nelle demo a campagne più efficaci',
    'Ogni giorno i potenziali clienti scrivono nella tua demo domande e obiezioni. Con due ore al mese, quelle parole diventano campagne più incisive.',
    $md$I team marketing spendono una fortuna per capire cosa pensano i potenziali clienti: sondaggi, interviste, focus group, social listening. Intanto, ogni giorno, quegli stessi potenziali clienti scrivono nella demo del tuo prodotto domande, obiezioni e priorità. **Per la maggior parte delle aziende, le conversazioni nelle demo sono la più grande raccolta di parole spontanee dei clienti**, eppure il marketing le guarda di rado.

## Cosa può imparare il marketing dalle trascrizioni delle demo

### Le parole che i clienti usano davvero

Il tuo sito parla di «intelligence della pipeline». I tuoi potenziali clienti dicono «non so mai quali trattative siano vere». Quando il linguaggio dei tuoi titoli coincide con quello che i clienti hanno in testa, le conversioni salgono. Le trascrizioni ti danno proprio quel linguaggio, parola per parola e in grande quantità.

### Le obiezioni che nessuno solleva al telefono

Con un avatar IA i potenziali clienti sono spesso più sinceri che con un commerciale. Domande come *«Sostituirà i miei SDR?»* o «Cosa succede se disdiciamo?» compaiono nelle demo molto prima che in una chiamata commerciale, sempre che ci arrivino.

### Quali casi d’uso convincono quale segmento

Le agenzie si informano sul white label e sui report per i clienti. Le medie imprese vogliono sapere della sincronizzazione con il CRM. Le grandi aziende chiedono di SSO e residenza dei dati. Ordinare le domande per segmento rende più incisivo il messaggio di ogni campagna.

## Una routine mensile per ricavare insight

Non serve un team di ricerca per sfruttarle. Basta una persona, due ore al mese:

1. **Esporta le domande del mese** e raggruppale per argomento.
2. **Scegli i cinque argomenti in più rapida crescita** rispetto al mese precedente.
3. **Estrai tre citazioni testuali** per ciascuno.
4. **Condividi una sintesi di una pagina** con marketing, vendite e prodotto.

La sintesi è breve di proposito. Una pagina che tutti leggono vale più di una presentazione che nessuno apre.

## Dagli insight alle campagne

### Titoli e annunci

Metti alla prova un titolo scritto con le parole esatte dei clienti contro quello attuale. È uno degli esperimenti più economici del marketing, e le trascrizioni ti forniscono i candidati.

### Contenuti che rispondono a domande vere

Se questo mese quaranta potenziali clienti hanno chiesto come il tuo prodotto gestisce più valute, lì ci sono un articolo del blog, una pagina di assistenza e un passaggio della demo. *Scrivi una volta, usa tre volte.*

### Le obiezioni nelle e-mail di nurturing

Affronta l’obiezione principale del mese direttamente nella tua sequenza di nurturing. Chi ci pensava senza mai chiederlo lo apprezzerà.

## Prima di tutto, la privacy

Tratta le trascrizioni con la stessa cura che riservi a qualsiasi dato dei clienti:

- Informa i visitatori fin dall’inizio che la conversazione viene registrata e di come viene usata.
- **Rimuovi i dati personali** prima di condividere citazioni al di fuori del team vendite.
- Lascia le trascrizioni integrali nel sistema che le ha raccolte; condividi sintesi, non esportazioni.

Gli insight riguardano gli schemi ricorrenti, non le persone. Nessuno ha bisogno di sapere quale potenziale cliente ha fatto una domanda per imparare qualcosa.

## Il risultato

Il marketing che parla come i clienti funziona meglio, e le trascrizioni delle demo sono il modo più diretto per ascoltarli. Inizia con una sintesi mensile. Entro un trimestre ti chiederai come facevi a scrivere il posizionamento senza.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Insight sui clienti', 'Messaggi chiave', 'Campagne'],
    'Usa le trascrizioni delle demo IA come ricerca sui clienti: scopri le loro parole, fai emergere le obiezioni nascoste e crea campagne migliori.',
    null,
    3,
    'manual-1788368400000'
  ),
  (
    'white-label-ai-demos-voor-bureaus',
    'white-label-ai-demos-for-agencies',
    'nl',
    'White-label AI-demo’s: zo maken bureaus er een dienst van voor elke klant',
    'Eigen huisstijl, strikt gescheiden klantomgevingen en rapportages die aansluiten op omzet: zo verkopen bureaus AI-demo’s als terugkerende dienst.',
    $md$Bureaus die websites bouwen, campagnes draaien of de groei van softwarebedrijven aanjagen, krijgen steeds dezelfde vraag: *‘Kunnen jullie ons helpen om meer bezoekers om te zetten in pipeline?’* Met white-label AI-demo’s zegt een bureau daar ja op, met een eigen dienst, onder eigen merk en voor alle klanten tegelijk.

## Wat white-label in de praktijk betekent

Een white-label-demoprogramma geeft het bureau:

- **Eigen huisstijl en domein**, zodat klanten de naam van het bureau zien en niet die van het platform
- **Beheer van meerdere klanten**, met strikt gescheiden werkruimtes per klant
- **Rapportage op bureauniveau** over alle klanten heen, plus kant-en-klare rapporten per klant
- **Bulktools** om demo’s voor veel klanten te maken en bij te werken, zonder steeds hetzelfde werk te herhalen

Voor de klant voelt het als onderdeel van de dienstverlening van het bureau, en dat is het ook.

## De dienst verpakken

Bureaus die succes hebben met demo’s, verkopen ze meestal als een helder, terugkerend aanbod in plaats van als eenmalig project.

### Startpakket

Een pakket tegen een vaste prijs, met het demoscript, de kwalificatieregels, de koppeling met het CRM en plaatsing op twee pagina’s met een hoge koopintentie. De meeste klanten snappen dit meteen: het voelt als een landingspaginaproject met een meetbaar resultaat.

### Maandelijkse optimalisatie

Een vast maandbedrag (retainer) voor het doornemen van de gesprekstranscripten, het bijwerken van de demo na productreleases en de rapportage over de opgebouwde pipeline. Hier zit de terugkerende omzet, en hier laat het bureau zijn expertise zien.

### Campagne-uitbreidingen

Demo’s bij betaalde campagnes, evenementen of productlanceringen. Kort, gericht en makkelijk te verkopen bovenop bestaand werk.

## Veel klanten bedienen zonder chaos

Groeien van drie naar dertig klanten vraagt vooral om processen, minder om tools:

1. **Werk met een standaardbriefing.** Dezelfde vragen voor elke klant: doelgroep, beoogde resultaten, kwalificatiesignalen, integraties.
2. **Begin bij templates.** Bouw herbruikbare demostructuren voor veelvoorkomende soorten producten en pas ze per klant aan.
3. **Scheid toegang strikt.** Data, transcripten en leads van elke klant blijven in de eigen werkruimte van die klant.
4. **Rapporteer in een vast ritme.** Eén maandrapport per klant, met steeds dezelfde kerncijfers, houdt het gesprek bij resultaten in plaats van bij activiteiten.

## Cijfers waar klanten echt om geven

Betrokkenheid op zich interesseert klanten zelden. Rapporteer over wat met omzet te maken heeft:

- **Gekwalificeerde leads** die de demo heeft opgeleverd
- **Geboekte afspraken** en het deel daarvan dat ook echt doorgaat
- **Pipelinewaarde** die aan demosessies is toe te schrijven
- *De meestgestelde vragen van de maand*: gratis marktonderzoek voor de klant, op de koop toe

## Omzetdeling en partnerprogramma’s

Veel platforms geven bureaus een deel van de omzet van de klanten die ze aanbrengen, bovenop wat het bureau zelf voor zijn diensten rekent. Samen met een opstartvergoeding en een vast maandbedrag kunnen demo’s uitgroeien tot een van de winstgevendste onderdelen van het aanbod van een bureau, *en tot een van de makkelijkst aantoonbare*.

## Zo begin je

Kies één bestaande klant met goed verkeer en een salesteam dat klaagt over de kwaliteit van de leads. Draai een maand lang een pilot, leg de resultaten vast en maak er een klantcase van. Die case verkoopt de volgende tien klanten voor je.
$md$,
    'Priya Raman',
    '2026-06-10T14:00:00Z',
    '2026-06-10T14:00:00Z',
    'Guides',
    array['Bureaus', 'White-label', 'Partnerschappen'],
    'Zo verkopen bureaus white-label AI-demo’s: eigen huisstijl, beheer van meerdere klanten, prijsstelling en de cijfers waar klanten om geven.',
    '/blog/agency-white-label.jpg',
    3,
    'manual-1781121600000'
  ),
  (
    'demogesprekken-als-bron-voor-campagnes',
    'demo-conversations-campaign-insights',
    'nl',
    'Van demogesprekken naar betere campagnes',
    'Prospects typen elke dag hun vragen en bezwaren in je demo. Met twee uur per maand maak je van die woorden scherpere campagnes.',
    $md$Marketingteams geven een fortuin uit om te horen wat prospects denken: enquêtes, interviews, focusgroepen, social listening. Ondertussen typen prospects elke dag hun vragen, bezwaren en prioriteiten in je productdemo. **Voor de meeste bedrijven zijn demogesprekken de grootste bron van spontane, ongefilterde uitspraken van prospects**, en marketing kijkt er zelden naar.

## Wat marketeers uit demotranscripten kunnen leren

### De woorden die prospects echt gebruiken

Op je website staat ‘pipeline intelligence’. Je prospects zeggen: ‘Ik weet nooit welke deals echt iets worden.’ Als de taal in je koppen aansluit op de taal in hun hoofd, stijgt de conversie. Transcripten geven je die taal, letterlijk en op grote schaal.

### De bezwaren die niemand in een salesgesprek noemt

Tegenover een AI-avatar zijn prospects vaak opener dan tegenover een verkoper. Vragen als *‘Gaat dit onze binnendienst vervangen?’* of ‘Wat gebeurt er als we opzeggen?’ duiken in demo’s op lang voordat ze in een salesgesprek op tafel komen, als dat al gebeurt.

### Welke toepassingen bij welk segment aanslaan

Bureaus vragen naar white-label en klantrapportages. Middelgrote bedrijven vragen naar de koppeling met hun CRM. Grote ondernemingen vragen naar SSO en naar waar hun data worden opgeslagen. Wie de vragen per segment sorteert, geeft elke campagne een scherpere boodschap.

## Een maandelijkse routine voor inzichten

Je hebt geen onderzoeksteam nodig om hier iets mee te doen. Eén persoon, twee uur per maand:

1. **Exporteer de vragen van de maand** en groepeer ze per onderwerp.
2. **Kies de vijf snelst groeiende onderwerpen** ten opzichte van vorige maand.
3. **Zoek drie letterlijke citaten** bij elk onderwerp.
4. **Deel een samenvatting van één pagina** met marketing, sales en product.

De samenvatting is bewust kort. Eén pagina die gelezen wordt, wint het van een presentatie die niemand opent.

## Van inzichten naar campagnes

### Koppen en advertenties

Test een kop in de letterlijke woorden van je prospects tegen je huidige kop. Het is een van de goedkoopste experimenten in marketing, en de transcripten leveren je de kandidaten kant-en-klaar aan.

### Content die echte vragen beantwoordt

Vroegen deze maand veertig prospects hoe je product met meerdere valuta omgaat? Dan heb je een blogartikel, een helpartikel en een onderdeel voor de demo. *Eén keer schrijven, drie keer gebruiken.*

### Bezwaren wegnemen in je nurturingmails

Ga in je nurturingreeks direct in op het grootste bezwaar van de maand. Prospects die ermee zaten maar het nooit vroegen, zullen dat waarderen.

## Privacy gaat voor

Ga met transcripten net zo zorgvuldig om als met alle andere klantgegevens:

- Vertel bezoekers vooraf dat het gesprek wordt opgenomen en waarvoor, zoals de AVG ook van je vraagt.
- **Verwijder persoonsgegevens** voordat je citaten buiten het salesteam deelt.
- Laat ruwe transcripten in het systeem dat ze heeft vastgelegd; deel samenvattingen, geen exports.

Inzichten gaan over patronen, niet over personen. Niemand hoeft te weten welke prospect een vraag stelde om ervan te leren.

## Wat het oplevert

Marketing die klinkt als de prospect presteert beter, en demotranscripten zijn de meest directe manier om de prospect te horen. Begin met één maandelijkse samenvatting. Binnen een kwartaal vraag je je af hoe je ooit je positionering schreef zonder.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Klantinzichten', 'Positionering', 'Campagnes'],
    'Gebruik transcripten van AI-demo’s als klantonderzoek: vind de woorden van je prospects, ontdek verborgen bezwaren en maak er betere campagnes van.',
    null,
    3,
    'manual-1788377400000'
  ),
  (
    'zh-demo-conversations-campaign-insights',
    'demo-conversations-campaign-insights',
    'zh',
    '从演示对话中挖掘营销活动洞察',
    '潜在客户每天都在演示中输入自己的问题和顾虑。每月花两小时整理，就能把这些原话变成更打动人心的营销活动。',
    $md$为了听到客户的真实想法，营销团队投入了大量预算：问卷调研、用户访谈、焦点小组、社交媒体舆情监测。与此同时，潜在客户每天都在您的产品演示中输入自己的问题、顾虑和关注重点。**演示对话是大多数企业手里规模最大、最未经修饰的客户原声**，营销团队却很少去看。

## 营销人员能从演示对话记录中学到什么

### 客户真正使用的词语

您的官网上写的是“销售管道智能分析”，客户说的却是“我永远搞不清哪些商机是真的”。标题里的语言与客户心里想的语言一致时，转化率自然会提升。对话记录能原汁原味、成批量地把这些语言交到您手里。

### 销售通话中没人提起的顾虑

面对 AI 数字人，客户往往比面对销售人员更坦率。*“这是要取代我们的销售吗？”*“如果我们中途解约会怎样？”这类问题，早在销售通话之前就会出现在演示中，有些甚至从来不会在通话里被提起。

### 哪些使用场景能打动哪类客户

代理商会问白标和客户报告，中型企业关心 CRM 同步，大型企业则会问单点登录（SSO）和数据存储位置；如果面向国内市场，他们还常常会问数据是否存储在境内。按客户群体整理这些问题，每场营销活动的信息都会更精准。

## 每月一次的洞察例行工作

不需要专门的调研团队。一个人，每月两小时就够了：

1. **导出当月的问题**，按主题归类。
2. **挑出增长最快的五个主题**，与上月对比。
3. 为每个主题**摘录三条客户原话**。
4. **整理一页纸的摘要**，分享给营销、销售和产品团队。

摘要刻意写得很短。一页有人读的纸，胜过一份没人打开的 PPT。

## 把洞察变成营销活动

### 标题与广告

用客户的原话写一个标题，与现有标题做 A/B 测试。这是营销中成本最低的实验之一，而候选标题，对话记录早已替您准备好了。

### 回答真实问题的内容

如果这个月有 40 位客户问到您的产品如何处理多币种，那就是一篇博客或公众号文章、一篇帮助文档，外加演示中的一个环节。*写一次，用三次。*

### 在培育内容中化解顾虑

在培育邮件或企业微信触达中，直接回应当月最常见的顾虑。那些心存疑问却从未开口的客户，会感受到您的用心。

## 隐私第一

像对待其他客户数据一样慎重对待对话记录，这既关乎客户信任，也是《个人信息保护法》等法规的要求：

- 事先告知访客对话会被记录，以及记录的用途。
- 在销售团队以外分享原话之前，**删除能识别个人身份的信息**。
- 原始对话记录留在采集它的系统中；对外分享摘要，而不是导出文件。

洞察关注的是规律，而不是具体的人。不需要知道是哪位潜在客户提的问题，也能从中有所收获。

## 您将收获什么

说客户语言的营销效果更好，而演示对话记录是倾听客户最直接的途径。先从每月一份摘要开始。一个季度之后，您会好奇以前没有它时是怎么写产品定位的。
$md$,
    'Sofia Martins',
    '2026-09-02T15:00:00Z',
    '2026-09-02T15:00:00Z',
    'Marketing',
    array['客户洞察', '营销信息', '营销活动'],
    '把 AI 演示对话记录当作客户调研：找到客户的原话，发现隐藏的顾虑，并把它们转化为效果更好的营销活动。',
    null,
    4,
    'manual-1788364800000'
  ),
  (
    'ko-demo-conversations-campaign-insights',
    'demo-conversations-campaign-insights',
    'ko',
    '데모 대화를 캠페인 인사이트로 바꾸는 법',
    '잠재 고객은 매일 데모에 질문과 우려를 입력합니다. 한 달에 두 시간만 들이면 그 말을 더 설득력 있는 캠페인으로 바꿀 수 있습니다.',
    $md$마케팅팀은 고객의 속마음을 알기 위해 적지 않은 예산을 씁니다. 설문 조사, 심층 인터뷰, 포커스 그룹, 소셜 리스닝 등 방법도 다양합니다. 그사이 잠재 고객은 매일 제품 데모에 질문과 우려, 우선순위를 직접 입력하고 있습니다. **데모 대화는 대부분의 기업이 가진 가장 풍부한 고객의 목소리**인데도, 마케팅팀이 이를 들여다보는 일은 드뭅니다.

## 마케터가 데모 대화 기록에서 배울 수 있는 것

### 고객이 실제로 쓰는 말

웹사이트에는 ‘파이프라인 인텔리전스’라고 적혀 있지만, 고객은 “어떤 딜이 진짜인지 늘 헷갈려요”라고 말합니다. 헤드라인의 표현이 고객 머릿속의 표현과 맞아떨어지면 전환율은 올라갑니다. 대화 기록은 그 표현을 고객의 말 그대로, 그것도 대량으로 보여 줍니다.

### 영업 미팅에서는 아무도 꺼내지 않는 우려

잠재 고객은 영업 담당자보다 AI 아바타 앞에서 더 솔직해지곤 합니다. *“이게 저희 인사이드 세일즈 담당자를 대체하는 건가요?”* “중간에 해지하면 어떻게 되나요?” 같은 질문은 영업 미팅에서 나오기 훨씬 전에, 혹은 미팅에서는 끝내 나오지 않은 채 데모에서 먼저 등장합니다.

### 어떤 사용 사례가 어떤 고객층에 통하는지

에이전시는 화이트 라벨과 고객사용 리포트에 대해 묻습니다. 중견기업은 CRM 연동을, 대기업은 SSO와 데이터 저장 위치를 궁금해합니다. 금융권 고객이라면 망분리 환경에서도 쓸 수 있는지가 빠지지 않습니다. 질문을 고객층별로 정리하면 캠페인마다 메시지가 한층 선명해집니다.

## 매달 하는 인사이트 루틴

전담 리서치팀이 없어도 됩니다. 담당자 한 명이 한 달에 두 시간이면 충분합니다.

1. **이번 달 질문을 내보내고** 주제별로 묶습니다.
2. 지난달과 비교해 **가장 많이 늘어난 주제 다섯 개를 고릅니다**.
3. 주제마다 **고객의 말을 그대로 세 개씩 뽑습니다**.
4. **한 장짜리 요약**을 마케팅팀, 영업팀, 제품팀에 공유합니다.

요약은 일부러 짧게 씁니다. 아무도 열어 보지 않는 수십 장짜리 장표보다 모두가 읽는 한 장이 낫습니다.

## 인사이트를 캠페인으로 바꾸기

### 헤드라인과 광고

고객의 말을 그대로 살린 헤드라인을 지금의 헤드라인과 A/B 테스트해 보세요. 검색 광고 문구도 마찬가지입니다. 마케팅에서 가장 비용이 적게 드는 실험 가운데 하나이고, 후보 문구는 대화 기록이 이미 모아 두었습니다.

### 실제 질문에 답하는 콘텐츠

이번 달 잠재 고객 40명이 세금계산서 발행과 원화 결제가 되는지 물었다면, 그 질문은 블로그 글 한 편, 도움말 문서 한 편, 데모의 한 장면이 됩니다. *한 번 쓰고, 세 번 활용하세요.*

### 너처링 메일로 우려 해소하기

그달 가장 많이 나온 우려를 리드 너처링 메일에서 정면으로 다루세요. 궁금했지만 끝내 묻지 않았던 잠재 고객에게 좋은 인상을 남길 수 있습니다.

## 개인정보 보호가 먼저입니다

대화 기록은 다른 고객 데이터와 똑같이 신중하게 다뤄야 합니다. 고객의 신뢰가 걸린 문제이자, 개인정보 보호법 등 관련 법령이 요구하는 일이기도 합니다.

- 대화가 기록된다는 사실과 그 용도를 방문자에게 미리 알립니다.
- 영업팀 밖으로 고객의 말을 공유하기 전에 **개인을 식별할 수 있는 정보를 지웁니다**.
- 원본 대화 기록은 수집한 시스템에 그대로 두고, 내보낸 파일이 아니라 요약을 공유합니다.

인사이트는 사람이 아니라 패턴에 관한 것입니다. 어느 잠재 고객이 질문했는지 몰라도 그 질문에서 충분히 배울 수 있습니다.

## 얻을 수 있는 성과

고객의 언어로 말하는 마케팅이 더 좋은 성과를 냅니다. 그리고 데모 대화 기록은 고객의 목소리를 가장 직접 들을 수 있는 통로입니다. 매달 한 장짜리 요약부터 시작해 보세요. 한 분기만 지나면 이것 없이 어떻게 포지셔닝을 정했는지 의아해질 것입니다.
$md$,
    'Sofia Martins',
    '2026-09-02T15:00:00Z',
    '2026-09-02T15:00:00Z',
    'Marketing',
    array['고객 인사이트', '메시지 전략', '캠페인'],
    'AI 데모 대화 기록을 고객 조사에 활용하는 방법. 고객이 실제로 쓰는 말을 찾고, 숨은 우려를 파악해 성과가 나는 캠페인으로 연결합니다.',
    null,
    4,
    'manual-1788362100000'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Native versions of the other seven originals in every language, written for each market
-- so every blog opens with posts of its own.

-- German (de): native versions of the seven English originals that had no German post yet.
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'warum-self-service-demos-mehr-besucher-ueberzeugen',
    'self-serve-demos-convert-website-visitors',
    'de',
    'Warum Self-Service-Demos mehr Website-Besucher überzeugen',
    'Die meisten Besucher sind neugierig, aber noch nicht bereit für ein Vertriebsgespräch. Eine interaktive Demo direkt auf der Seite, ohne Formular und ohne Wartezeit, verändert Ihre Zahlen.',
    $md$Ihre Website hat Tausende Besucher, die sich für Ihr Produkt interessieren, aber noch nicht mit dem Vertrieb sprechen wollen. Bei den meisten B2B-Unternehmen gibt es für sie nur einen Button „Demo buchen“, der zu einem Kalender führt, dessen erster freier Termin in drei Tagen liegt. Viele kommen nie wieder. **Self-Service-Demos** geben diesen Besuchern sofort das, weswegen sie gekommen sind – und das verändert Ihre Conversion-Zahlen.

## Die Lücke zwischen Interesse und Termin

Sehen Sie sich den Weg an, den ein typischer Besucher heute geht:

1. Er kommt über einen Vergleichsartikel auf Ihre Preisseite.
2. Er möchte das Produkt sehen, kann aber nur ein Gespräch buchen.
3. Er füllt ein Formular aus, wartet auf die Bestätigungsmail und wählt einen Termin in der nächsten Woche.
4. Bis dahin hat er sich zwei Wettbewerber angesehen, die er sofort ausprobieren konnte.

An jeder dieser Stationen springen Interessenten ab. Eine Demo, die direkt auf der Seite startet, ohne Formular und ohne Wartezeit, streicht drei der vier Schritte.

## Warum interaktiv besser ist als aufgezeichnet

Ein Produktvideo ist besser als nichts, aber jeder sieht dasselbe Video. Ein KI-Demo-Avatar *stellt sich auf den Besucher ein*:

- Die Marketingleiterin sieht das Kampagnen-Reporting, der RevOps-Manager die CRM-Synchronisierung.
- Fragen werden sofort beantwortet statt Tage später in einer Follow-up-Mail.
- Der Besucher bestimmt den Weg selbst und bleibt deshalb länger dabei.

Teams, die interaktive Demos auf Seiten mit hoher Kaufabsicht einsetzen, erzielen in der Regel rund **dreimal so viel Engagement** wie mit einem aufgezeichneten Video an derselben Stelle. Der Grund: Besucher werden selbst aktiv, statt nur zuzuschauen.

## Wo die Demo hingehört

Nicht jede Seite braucht eine Demo. Beginnen Sie dort, wo die Kaufabsicht am höchsten ist.

### Preisseite

Wer hier landet, vergleicht bereits. Eine Demo neben den Tarifen beantwortet die Frage, die hinter jedem Besuch der Preisseite steht: *„Lohnt sich das?“*

### Vergleichs- und Alternativseiten

Wer „Ihr Produkt vs. Wettbewerber“ liest, will Belege. Lassen Sie ihn den Unterschied sehen, statt ihn in einer Tabelle nachlesen zu lassen.

### Kampagnen-Landingpages

Bezahlter Traffic ist teuer. Schicken Sie ihn auf eine Seite, die nur um einen Termin bittet, verpufft der größte Teil davon. Steht dort eine Demo, wird aus dem Klick ein Erlebnis.

## Die Wirkung messen

Halten Sie die Messung einfach und ehrlich:

- **Anteil der Besucher, die zu qualifizierten Leads werden**, auf Seiten mit und ohne Demo
- **Zeit bis zum ersten Termin** bei Leads, die über die Demo kamen
- **Erzeugte Pipeline** pro tausend Besucher

Spielen Sie die Demo einen Monat lang für die Hälfte Ihres Kampagnen-Traffics aus, bevor Sie Schlüsse ziehen. Saisonale Effekte und der Kampagnenmix bewegen diese Zahlen stärker, als man denkt.

## Und der Vertrieb?

Self-Service heißt nicht: ohne Vertrieb. Die besten Setups übergeben im richtigen Moment. Fragt ein Besucher nach Verträgen, Sicherheitsprüfungen oder Mengenrabatten, bietet der Avatar einen Termin mit einem Menschen an und gibt das gesamte Gespräch weiter. Ihre Vertriebler bekommen weniger, aber *bessere* Termine, und wer nur kurz hineinschauen wollte, kann das ohne Kalendereinladung tun.

## Das Fazit

Besucher haben längst entschieden, wie sie Software bewerten wollen: selbstständig und in ihrem eigenen Tempo. Ihnen dort zu begegnen, ist kein Trend, sondern Pflicht. Starten Sie mit einer Seite mit hoher Kaufabsicht, messen Sie einen Monat lang und lassen Sie die Zahlen sprechen.
$md$,
    'Sofia Martins',
    '2026-07-01T14:00:00Z',
    '2026-07-01T14:00:00Z',
    'Marketing',
    array['Conversion', 'Website', 'Self-Service'],
    'Warum interaktive Self-Service-KI-Demos mehr B2B-Besucher überzeugen als ein „Demo buchen“-Button und wo sie auf Ihrer Website hingehören.',
    null,
    3,
    'manual-1782828000047'
  ),
  (
    'demo-skript-fuer-ki-avatare-schreiben',
    'writing-a-demo-script-for-ai-avatars',
    'de',
    'So schreiben Sie ein Demo-Skript, das Ihr KI-Avatar überzeugend vorträgt',
    'Eine Struktur in vier Teilen, vorbereitete Antworten und ein Test beim lauten Vorlesen: So entsteht das Demo-Skript für Ihren KI-Avatar an einem Nachmittag.',
    $md$Ein KI-Demo-Avatar kann Ihr Produkt selbstständig erkunden, doch die besten Demos beginnen nach wie vor mit einem guten Skript. Kein Teleprompter-Text zum Ablesen, sondern eine klare Struktur: was gezeigt wird, in welcher Reihenfolge und was jeder Besucher behalten soll. Dieser Leitfaden zeigt, wie Sie ein solches Skript an einem Nachmittag schreiben.

## Beim Zuhörer anfangen, nicht beim Produkt

Bevor Sie auch nur eine Funktion auflisten, halten Sie fest, wer zuschaut:

- **Rolle:** zum Beispiel Vertriebsleiter in einem Softwareunternehmen mit 50 Mitarbeitenden
- **Situation:** Sein Team verpasst Follow-ups, und die Pipeline-Reviews sind Kaffeesatzleserei
- **Ziel:** Er will sehen, ob Ihr Produkt das löst, ohne monatelange Einführung

Alles im Skript sollte dieser Person dienen. Hilft ihr ein Abschnitt nicht weiter, streichen Sie ihn, *so stolz Sie auf die Funktion auch sein mögen*.

## Die Struktur in vier Teilen

Die meisten wirkungsvollen Demos folgen demselben Bogen.

### 1. Der Einstieg (unter 30 Sekunden)

Benennen Sie das Problem in den Worten des Zuhörers und versprechen Sie, die Lösung zu zeigen: „Wenn Ihr Team den Freitagnachmittag mit CRM-Pflege verbringt, geben Sie mir zwei Minuten.“

### 2. Der Aha-Moment

Springen Sie direkt zu dem einen Bildschirm, auf dem das Problem verschwindet. Beginnen Sie nicht mit Einstellungen, Onboarding oder einer Tour durch die Navigation. Ob Besucher dranbleiben, entscheiden sie in der ersten Minute.

### 3. Verzweigungen

Bieten Sie zwei oder drei Wege an und lassen Sie den Besucher wählen:

1. **Reporting ansehen**
2. **Integrationen ansehen**
3. **Einrichtung durch Admins ansehen**

Jede Verzweigung ist ein kurzer Abschnitt mit eigener kleiner Geschichte. Der Avatar beantwortet Fragen innerhalb jedes Abschnitts – halten Sie die Abschnitte also fokussiert.

### 4. Der Abschluss

Fassen Sie in einem Satz zusammen, was der Besucher gesehen hat, und bieten Sie einen nächsten Schritt an, der zu seinem Interesse passt: einen Termin buchen, eine Testphase starten oder die Demo an eine Kollegin weiterleiten.

## Schreiben für einen Avatar

Einiges ändert sich, wenn eine Stimme Ihr Skript vorträgt und kein Mensch auf der Bühne.

- **Kurze Sätze.** Gesprochene Sprache braucht mehr Punkte als geschriebene.
- **Konkrete Zahlen.** „Spart etwa vier Stunden pro Woche“ schlägt „spart viel Zeit“.
- **Einfache Beschreibungen.** Sagen Sie „das Diagramm rechts“, nicht „das KPI-Widget in Panel drei“.
- *Raum für Fragen lassen.* Beenden Sie Abschnitte mit einer Einladung: „Möchten Sie sehen, wie das mit Ihrem CRM zusammenspielt?“

## Antworten vorbereiten statt Monologe

Sammeln Sie die zehn Fragen, die Ihr Vertrieb am häufigsten hört, und schreiben Sie zu jeder eine Antwort in zwei bis drei Sätzen. Preise, Sicherheit, Integrationen und Einrichtungsdauer stehen fast immer auf der Liste. Der Avatar nutzt diese Antworten, wenn Besucher fragen, und sagt so dasselbe wie Ihre Vertriebler.

## Laut testen

Lesen Sie das Skript laut vor und sehen Sie dann zu, wie der Avatar es vorträgt. Sie hören sofort, welche Sätze zu lang und welche Übergänge zu abrupt sind. Bitten Sie eine Kollegin außerhalb des Produktteams, die Demo unvorbereitet anzusehen und die drei Dinge zu nennen, die hängen geblieben sind. Decken sie sich mit Ihren Zielen, funktioniert das Skript.

## Das Skript aktuell halten

Skripte altern schnell. Prüfen Sie Ihres **jeden Monat** zusammen mit den Demo-Protokollen: Ergänzen Sie Antworten auf neue, wiederkehrende Fragen, streichen Sie Abschnitte, die übersprungen werden, und aktualisieren Sie Screenshots nach jedem größeren Release. Eine aktuelle Demo bringt weiter Leads; eine, die noch die Oberfläche vom letzten Jahr zeigt, hört still und leise damit auf.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Demo-Skript', 'KI-Avatare', 'Präsentation'],
    'Praxisleitfaden für Demo-Skripte mit KI-Avataren: die Struktur in vier Teilen, Schreiben fürs Sprechen und wie Sie das Skript aktuell halten.',
    null,
    3,
    'manual-1784642400047'
  ),
  (
    'lead-qualifizierung-aus-demo-gespraechen',
    'lead-qualification-from-demo-conversations',
    'de',
    'Leads qualifizieren ohne Formular: Was Interessenten einer KI-Demo verraten',
    'Herausforderungen, Budget, Zeitplan und Kaufabsicht kommen ganz nebenbei zur Sprache, wenn Interessenten ein Produkt erkunden. So erfassen Sie diese Signale und leiten Leads passend weiter.',
    $md$Lead-Formulare verlangen von Interessenten, sich zu beschreiben, bevor sie irgendetwas gesehen haben. Entsprechend dünn fallen die Antworten aus: eine geschäftliche E-Mail-Adresse, ein Firmenname und ein „nur mal schauen“ im Kommentarfeld. Eine interaktive Demo dreht die Reihenfolge um. Interessenten erkunden zuerst, stellen Fragen in ihren eigenen Worten und *verraten dabei fast alles, was ein Qualifizierungsgespräch ans Licht bringen würde*.

## Die Signale in einem Demo-Gespräch

Wenn ein Besucher mit einem KI-Demo-Avatar spricht, sind seine Fragen Qualifizierungsdaten. Über Tausende Gespräche hinweg tauchen immer wieder dieselben Kategorien auf.

### Herausforderungen

„Wir verlieren Deals, weil Follow-ups Tage dauern“ ist ein weit stärkeres Signal als jede Checkbox. Der Avatar kann Herausforderungen markieren, sobald sie zur Sprache kommen, und sie in den Worten der Interessenten am Lead speichern.

### Budget und Zeitplan

Im Formular nennen Interessenten ihr Budget selten freiwillig, im Gespräch dagegen oft nebenbei: *„Wir brauchen etwas, das vor unserem Kick-off im dritten Quartal live ist“* oder „Unser aktueller Vertrag verlängert sich im März.“ Beides wird als strukturiertes Feld erfasst.

### Passung zum Idealkundenprofil

Teamgröße, Branche, vorhandener Tech-Stack und die Rolle der fragenden Person lassen sich aus einem Gespräch leicht ableiten. Eine Frage nach SSO und Audit-Logs deutet auf *Enterprise* hin, eine Frage nach dem kostenlosen Tarif auf etwas anderes.

### Kaufabsicht

Fragen zu Preisstufen, Vertragsbedingungen oder Onboarding-Zeiten sind ein Signal **hoher Kaufabsicht**. Die Frage, was das Produkt überhaupt macht, gehört in eine frühe Phase. Beides ist nützlich, sollte aber nicht gleich behandelt werden.

## Aus Signalen Routing-Regeln machen

Signale zählen nur, wenn sie verändern, was als Nächstes passiert. Für den Anfang genügt ein einfaches Regelwerk:

1. **Heiß:** passt zum Idealkundenprofil und nennt Budget oder Zeitplan. Opportunity im CRM anlegen, den Account Owner im Chat benachrichtigen und direkt in der Demo einen Terminlink anbieten.
2. **Warm:** passt zum Profil, aber noch ohne Zeitplan. In eine kurze Nurturing-Strecke aufnehmen, die an die erkundeten Funktionen anknüpft.
3. **Früh:** außerhalb des Profils oder reine Neugier. Nützliche Inhalte senden und den Interessenten von selbst wiederkommen lassen.

Halten Sie die erste Version klein. Eine Regel hinzuzufügen, sobald Sie ein Muster erkennen, ist leichter, als zwölf Regeln zu debuggen, die Sie am ersten Tag geschrieben haben.

## Was sich für den Vertrieb ändert

Vertriebler beginnen Gespräche nicht mehr mit Bedarfsfragen, die der Interessent längst beantwortet hat. Stattdessen eröffnen sie das erste Meeting mit seinen eigenen Worten: *„Sie hatten erwähnt, dass Follow-ups liegen bleiben, weil Ihr Team am Limit ist. Schauen wir uns das zuerst an.“*

Teams, die so arbeiten, berichten uns immer wieder dasselbe:

- **Erstgespräche sind kürzer** und fokussierter.
- **Weniger No-Shows**, weil der Interessent den Termin gebucht hat, nachdem er das Produkt gesehen hat, nicht vorher.
- **Bessere Forecasts**, weil Budget und Zeitplan dokumentiert statt geschätzt sind.

## Ein Wort zu Transparenz und Einwilligung

Interessenten sollten wissen, dass sie mit einer KI sprechen und was mit ihren Angaben geschieht. Sagen Sie das zu Beginn der Demo, verlinken Sie Ihre Datenschutzerklärung und fragen Sie nie nach Daten, die Sie nicht brauchen. Qualifizierung funktioniert besser, wenn Interessenten dem Gespräch vertrauen.

## So starten Sie

Wählen Sie die drei Signale, nach denen Ihre Vertriebler in jedem Gespräch zuerst fragen. Legen Sie sie als Felder an, verbinden Sie Ihr CRM und gehen Sie die ersten zwanzig qualifizierten Gespräche gemeinsam mit Ihrem Team durch. Sie werden schnell sehen, welche Signale einen gewonnenen Deal vorhersagen und nach welchen Sie gar nicht mehr fragen müssen.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Lead-Qualifizierung', 'Vertriebspipeline', 'CRM'],
    'Leads aus KI-Demo-Gesprächen qualifizieren: Herausforderungen, Budget, Zeitplan und Kaufabsicht erfassen und Leads automatisch weiterleiten.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800047'
  ),
  (
    'speed-to-lead-automatisches-follow-up',
    'speed-to-lead-automated-follow-ups',
    'de',
    'Speed to Lead: Follow-up innerhalb einer Stunde, automatisch',
    'In der ersten Stunde nach einer Demo sind Interessenten am aufmerksamsten. Lösen Sie Follow-ups bei Kaufabsicht aus, leiten Sie sie an den richtigen Vertriebler und nehmen Sie Bezug auf das Gespräch.',
    $md$Jede Vertriebsleitung kennt die Regel: Je schneller Sie nachfassen, desto eher gewinnen Sie den Deal. Und jede Vertriebsleitung weiß, wie selten das gelingt. Leads kommen um 23 Uhr, am Wochenende oder mitten im Quartalsreview. Bis jemand antwortet, ist der Interessent längst weitergezogen. **Automatische Follow-ups, die die Demo selbst auslöst**, schließen diese Lücke, ohne dass Ihre Vertriebler im Posteingang leben müssen.

## Warum die erste Stunde zählt

Ein Interessent, der gerade zehn Minuten in Ihrer Produktdemo verbracht hat, ist so aufmerksam wie nie. Er erinnert sich an das Gesehene, hat seine Fragen noch im Kopf und noch keinen Tab mit einem Wettbewerber geöffnet. Eine Antwort, die erst am nächsten Nachmittag kommt, konkurriert mit allem anderen auf seiner Agenda.

Teams, die den ersten Kontakt automatisieren, fassen in der Regel **doppelt so schnell** nach wie Teams mit manueller Zuweisung. Und das Follow-up ist besser, weil es darauf beruht, was der Interessent tatsächlich getan hat.

## Was ein gutes automatisches Follow-up enthält

Eine generische „Danke für Ihr Interesse!“-Mail ist kein Follow-up. Ein hilfreiches Follow-up knüpft an das Gespräch an:

- **Das Problem, das der Interessent beschrieben hat**, in seinen eigenen Worten
- **Die Funktionen, bei denen er verweilt hat**, mit einem Link zum Vertiefen
- **Die Frage, die die Demo nicht vollständig beantworten konnte**, und wer aus Ihrem Team sie beantwortet
- Einen klaren nächsten Schritt: einen Terminlink, eine Testphase oder eine kurze Ressource

Weil die Demo all das erfasst hat, lässt sich die E-Mail automatisch entwerfen und klingt trotzdem, als hätte ein Mensch genau zugehört.

## Den Workflow aufbauen

Ein verlässlicher Speed-to-Lead-Workflow besteht aus vier Teilen.

### 1. Bei Kaufabsicht auslösen, nicht bei jeder Sitzung

Starten Sie den Workflow, wenn eine Sitzung echte Kaufabsicht zeigt: eine Preisfrage, ein Zeitplan, der Wunsch, mit jemandem zu sprechen. Wer jedem zufälligen Besucher Follow-ups schickt, erzieht die Leute dazu, Ihre Mails zu ignorieren.

### 2. An die richtige Person weiterleiten

Wählen Sie den Vertriebler nach Gebiet, Unternehmensgröße oder bestehender Account-Zuständigkeit. Ist das Unternehmen schon Kunde, sollte der Account Manager davon erfahren, *bevor* jemand eine E-Mail schickt.

### 3. Dort benachrichtigen, wo der Vertrieb ohnehin arbeitet

Posten Sie eine kurze Zusammenfassung im Vertriebskanal Ihres Chats: wer, was gefragt wurde, wie heiß der Lead wirkt und ein Link zum vollständigen Protokoll. Niemand sollte dafür ein weiteres Dashboard öffnen müssen.

### 4. Den ersten Kontakt automatisch senden

Der Interessent erhält binnen Minuten eine persönliche E-Mail mit Namen und Kalenderlink des zuständigen Vertrieblers. Sobald er antwortet, übernimmt der Mensch.

## Leitplanken, damit es menschlich bleibt

Automatisierung soll Vertriebler schneller machen, nicht ihr Urteil ersetzen:

- **Die Sequenz begrenzen.** Eine automatische E-Mail, danach entscheidet ein Mensch.
- **Vorlagen freigeben.** Jeder Vertriebler passt sie an sein Segment und seinen Ton an.
- **Automatisch pausieren**, sobald ein Interessent antwortet oder einen Termin bucht.
- *Niemals künstliche Dringlichkeit erzeugen.* Interessenten merken das, und es kostet Vertrauen, das Sie später brauchen.

## Erfolg messen

Erfassen Sie drei Kennzahlen vor und nach dem Start des Workflows: den Median der Zeit bis zum ersten Kontakt, die Antwortquote auf diesen ersten Kontakt und die gebuchten Termine pro qualifizierte Demo. Sinkt die erste Zahl und steigen die beiden anderen, sind Sie am Ziel. Wenn nicht, verraten Ihnen die Protokolle, warum.

## Kurz gesagt

Geschwindigkeit zählt, Relevanz zählt noch mehr, und eine Demo liefert beides. Lösen Sie bei Kaufabsicht aus, leiten Sie an die richtige Person weiter, knüpfen Sie an das Gespräch an und lassen Sie Ihre Vertriebler ihre Zeit dort einsetzen, wo sie zählt: bei der Antwort.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Follow-up', 'Automatisierung', 'Speed to Lead'],
    'Speed to Lead automatisieren: Follow-ups bei Kaufabsicht auslösen, an den richtigen Vertriebler leiten und binnen Minuten persönlich nachfassen.',
    null,
    3,
    'manual-1790085600047'
  ),
  (
    'live-agent-oder-on-demand-demo',
    'live-agent-vs-on-demand-demo',
    'de',
    'Live-Agent oder On-Demand-Demo: Wann sich welche Variante lohnt',
    'On-Demand-Demos erreichen jeden Besucher, ein Live-Agent führt Interessenten mit hoher Kaufabsicht durch das echte Produkt. So wählen Sie die passende Variante und kombinieren beide.',
    $md$Interaktive KI-Demos gibt es in zwei Varianten. Eine **On-Demand-Demo** wird vorab erstellt: Der Avatar folgt einer vorbereiteten Struktur, geht auf Fragen ein und steht jedem Besucher rund um die Uhr zur Verfügung. Ein **Live-Agent** schaltet sich in Echtzeit in die Sitzung des Besuchers ein, navigiert durch das echte Produkt, klickt sich durch die Ansichten und hebt hervor, was im Gespräch gerade wichtig wird. Beide haben ihren Nutzen. Entscheidend ist, welche Variante zur jeweiligen Situation passt.

## Die Unterschiede im Überblick

- **Einrichtung:** Eine On-Demand-Demo steht in wenigen Minuten, ausgehend von einer Produkt-URL; ein Live-Agent ebenfalls, er braucht aber zusätzlich Zugang zu einer Demo-Umgebung.
- **Navigation:** On-Demand folgt vorbereiteten Abschnitten und Verzweigungen; ein Live-Agent klickt sich im Gesprächsverlauf durch das echte Produkt.
- **Geeignet für:** On-Demand passt zu viel Traffic in frühen Phasen, ein Live-Agent zu Besuchern mit hoher Kaufabsicht und zu komplexen Produkten.
- **Kosten pro Sitzung:** On-Demand ist schlank genug für jeden Besucher. Eine Live-Sitzung ist aufwendiger, daher lohnt es sich, sie für die richtigen Momente aufzusparen.

*Keine der beiden ersetzt Ihren Vertrieb.* Beide sollen die richtigen Interessenten schneller und mit mehr Kontext zu einem Menschen bringen.

## Wann die On-Demand-Demo die richtige Wahl ist

Setzen Sie auf On-Demand, wenn das Volumen hoch ist und die Fragen vorhersehbar sind:

- **Seiten am Anfang des Funnels** wie Startseite, Blogartikel und Kampagnen-Landingpages
- **Produkte mit einem klaren Kernprozess**, der für die meisten Interessenten gleich aussieht
- **Internationale Zielgruppen** über mehrere Zeitzonen hinweg, bei denen Einheitlichkeit wichtiger ist als Tiefe

On-Demand-Demos sind außerdem der einfachste Einstieg. Sie erfahren, was Besucher fragen, welche Abschnitte sie überspringen und welche Funktionen sie interessieren, und zwar schnell.

## Wann sich ein Live-Agent auszahlt

Ein Live-Agent spielt seine Stärken aus, wenn das Produkt umfangreich oder die Frage des Interessenten sehr konkret ist.

### Komplexe, konfigurierbare Produkte

Lautet die ehrliche Antwort auf die meisten Fragen „Das hängt von Ihrem Setup ab“, schlägt ein Live-Agent, der zur passenden Ansicht navigiert und die Antwort *zeigt*, jeden vorbereiteten Abschnitt.

### Momente hoher Kaufabsicht

Besucher auf der Preisseite, wiederkehrende Besucher aus Zielaccounts und Testnutzer, die nicht weiterkommen, verdienen ein intensiveres Erlebnis. Der Agent kann **überzeugen wie ein Profi**, durch das Produkt **klicken und navigieren** und genau das Element **zeigen und hervorheben**, nach dem der Interessent gefragt hat.

### Technische Evaluierungen

Admins und Entwickler wollen Einstellungen, Berechtigungen und Integrationen im Detail sehen. Eine Führung durch die echte Oberfläche schafft schneller Vertrauen als jede Folie.

## Beides kombinieren

Die meisten Teams nutzen am Ende beide Varianten und leiten mit einfachen Regeln zwischen ihnen weiter:

1. Jeder Besucher kann eine On-Demand-Demo starten.
2. Zeigt ein Besucher deutliche Kaufabsicht oder fragt er etwas außerhalb der vorbereiteten Abschnitte, bieten Sie an, mit dem Live-Agenten weiterzumachen.
3. Erkennt der Live-Agent ein Kaufsignal, bietet er einen Termin mit einem Menschen an und übergibt die vollständige Sitzung.

So bleibt das aufwendigere Erlebnis den Besuchern vorbehalten, die am meisten davon haben, und alle anderen bekommen sofort eine Antwort.

## Fragen vor der Entscheidung

- Wie viele **unterschiedliche Workflows** muss ein typischer Interessent sehen?
- Wie oft sagen Ihre Vertriebler im Gespräch „Ich zeige Ihnen das kurz im Produkt“?
- Welche Seiten bringen den Traffic mit der **höchsten Kaufabsicht**?
- Haben Sie eine stabile Demo-Umgebung mit realistischen Daten?

Wechseln Ihre Vertriebler im Gespräch ständig ins echte Produkt, zahlt sich ein Live-Agent wahrscheinlich schnell aus. Folgen die meisten Gespräche demselben Skript, starten Sie mit On-Demand und ergänzen Sie Live-Sitzungen dort, wo die Daten zeigen, dass sie etwas bewirken.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Live-Agent', 'Produktdemos', 'Kaufprozess'],
    'On-Demand-KI-Demo oder Live-Agent? Einrichtung, Navigation und Einsatzfälle im Vergleich – und wie Sie Besucher zwischen beiden weiterleiten.',
    null,
    3,
    'manual-1791900000047'
  ),
  (
    'demo-analytics-funktionen-die-umsatz-bringen',
    'demo-analytics-features-that-drive-revenue',
    'de',
    'Demo-Analyse: Welche Funktionen wirklich Umsatz bringen',
    'Verknüpfen Sie jede Demo-Sitzung mit der Pipeline, und Sie sehen, welche Funktionen in gewonnenen Deals vorkommen, welche Fragen einer Buchung vorausgehen und wo Besucher abspringen.',
    $md$Was sich verkauft, erfahren Produktteams meist aus Anekdoten: Ein Vertriebler erzählt, das neue Reporting-Modul komme „immer gut an“, ein Win-Loss-Interview erwähnt die Integrationen. Interaktive KI-Demos ersetzen Anekdoten durch Daten. Jede Demo-Sitzung hält fest, was sich der Besucher angesehen hat, was er gefragt hat und was danach in der Pipeline geschah. Führen Sie diese Daten zusammen, können Sie eine sonst sehr schwierige Frage beantworten: **Welche Funktionen bringen Umsatz?**

## Was eine Demo-Sitzung erfasst

Jede Sitzung erzeugt eine Zeitleiste, die Sie wie Nutzungsdaten Ihres Produkts auswerten können:

- **Angesehene Abschnitte** und wie lange der Besucher jeweils geblieben ist
- **Gestellte Fragen**, nach Thema gruppiert (Preise, Sicherheit, Integrationen, eine bestimmte Funktion)
- **Gewählte Wege**, wenn der Avatar eine Auswahl angeboten hat
- **Ergebnis**: abgesprungen, Termin gebucht, Testphase gestartet oder zur Opportunity geworden

Da die Sitzungen in Ihrem CRM mit dem Lead verknüpft sind, können Sie jede einzelne bis zum gewonnenen oder verlorenen Deal verfolgen.

## Drei Reports, die Sie zuerst bauen sollten

### 1. Aufmerksamkeit je Funktion im Vergleich zur Abschlussquote

Vergleichen Sie für jeden Funktionsabschnitt, wie oft er in Sitzungen angesehen wurde, aus denen gewonnene Deals wurden, und wie oft er in allen Sitzungen vorkam. Eine Funktion, die in *40 % der gewonnenen Deals, aber nur in 15 % aller Demos* auftaucht, wird zu selten gezeigt: Rücken Sie sie in der Präsentation weiter nach vorn.

### 2. Fragen vor einer Terminbuchung

Listen Sie die Fragen auf, die in den zwei Minuten vor einer Terminbuchung gestellt wurden. Das sind Ihre **Momente der Überzeugung**. Oft zeigen sie eine Fähigkeit, die in Ihren Marketingtexten kaum vorkommt.

### 3. Absprungpunkte

Finden Sie die Abschnitte, nach denen die meisten Besucher gehen. Ein hoher Absprung ist nicht immer schlecht (manche haben genug gesehen, um zu entscheiden). Springen viele aber direkt nach Ihrer Preiserklärung oder einer Einrichtungsführung ab, ist meist etwas unklar.

## Daten lesen, ohne sich selbst zu täuschen

Demo-Analysen sind aussagekräftig, aber leicht überzuinterpretieren. Ein paar Gewohnheiten halten Ihre Schlüsse ehrlich:

- **Zuerst auf das Volumen schauen.** Eine Funktion, die in acht Sitzungen angesehen wurde, sagt noch nichts über Abschlussquoten.
- **Zielgruppen trennen.** Agenturen, Mittelständler und Konzerne achten auf Unterschiedliches; eine Mischzahl verdeckt alle drei.
- **Vergleiche statt absoluter Werte.** „Das Reporting wird in gewonnenen Deals doppelt so oft angesehen“ hilft mehr als „62 % sehen das Reporting bis zum Ende“.
- *Korrelation ist ein Hinweis, kein Urteil.* Nutzen Sie sie, um zu entscheiden, was Sie als Nächstes testen.

## Zurück in die Roadmap

Den größten Nutzen haben Demo-Analysen außerhalb des Vertriebs. Produktmanager sehen, nach welchen Fähigkeiten Interessenten fragen, *bevor* sie Kunden sind, und zwar in ihren eigenen Worten. Das ergänzt Nutzungsdaten ideal, denn die erfassen nur Menschen, die bereits gekauft haben.

Ein einfaches monatliches Ritual hat sich bewährt:

1. Exportieren Sie die zwanzig häufigsten Fragen, die der Avatar nicht gut beantworten konnte.
2. Ordnen Sie jede als **Dokumentationslücke**, **Positionierungslücke** oder **Produktlücke** ein.
3. Schließen Sie Dokumentationslücken noch am selben Tag in der Demo, geben Sie Positionierungslücken ans Marketing und bringen Sie Produktlücken in die Roadmap-Diskussion ein, zusammen mit der Zahl der Interessenten, die sie angesprochen haben.

## Wo Sie anfangen

Verknüpfen Sie Demo-Sitzungen mit Ihren Opportunities im CRM, warten Sie ein paar Dutzend abgeschlossene Deals ab und bauen Sie den ersten Report. Wenn Sie zum ersten Mal sehen, welche Funktion in fast jedem gewonnenen Deal auftaucht, werden Sie Ihre Startseite umschreiben wollen. Und genau darum geht es.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Demo-Analyse', 'Produktstrategie', 'Umsatz'],
    'Mit Demo-Analyse die Funktionen finden, die Umsatz bringen: Aufmerksamkeit vs. Abschlussquote, Fragen vor der Buchung und Absprungpunkte.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400047'
  ),
  (
    'ki-demo-in-zehn-minuten-einrichten',
    'ai-demo-setup-in-ten-minutes',
    'de',
    'Von der Produkt-URL zur KI-Demo in unter zehn Minuten',
    'Produkt-URL teilen, den Ablauf festlegen, Qualifizierungsfragen definieren und Tools verbinden: So richten Sie Ihre erste KI-Demo Schritt für Schritt ein.',
    $md$Die meisten Teams halten eine interaktive Demo für ein Projekt, das ein ganzes Quartal verschlingt: ein Skript-Workshop, ein Aufnahmetermin, eine Korrekturschleife und eine Landingpage, für die niemand Zeit hat. Mit einem KI-Demo-Avatar sollte die erste Version *weniger Zeit brauchen als Ihr nächstes internes Meeting*. Dieser Leitfaden zeigt Schritt für Schritt das Vorgehen, das sich nach unserer Erfahrung am besten bewährt.

## Bevor Sie loslegen

Sie brauchen drei Dinge, und ein Filmteam gehört nicht dazu:

- **Eine Produkt-URL**, die der Avatar erkunden kann: Ihre App, ein Sandbox-Konto oder eine öffentliche Produkttour.
- **Eine klar umrissene Zielgruppe.** Wählen Sie die Zielperson, die Sie zuerst erreichen wollen, zum Beispiel eine RevOps-Verantwortliche, die Forecasting-Tools vergleicht.
- **Zwei oder drei Kernbotschaften**, die jeder Besucher am Ende der Demo verstanden haben soll.

Halten Sie das in einem Absatz fest. Daraus wird das Briefing, mit dem der Avatar arbeitet, und es verhindert, dass die erste Version alles auf einmal zeigen will.

## Schritt 1: Die Produkt-URL teilen

Fügen Sie die URL in einen neuen Demo-Raum ein. Der Avatar durchsucht die erreichbaren Seiten, erfasst die Navigation und erstellt eine erste Gliederung der Funktionen. Liegt Ihr Produkt hinter einem Login, nutzen Sie ein Demo-Konto mit realistischen Beispieldaten. *Leere Dashboards ergeben leere Demos.*

## Schritt 2: Den Ablauf festlegen

Die erzeugte Gliederung ist ein Ausgangspunkt, kein Skript. Ordnen Sie sie entlang der notierten Kernbotschaften neu:

1. **Mit dem Problem einsteigen**, das Ihre Zielgruppe bereits spürt („Die Forecast-Runde kostet uns jedes Mal den ganzen Nachmittag“).
2. **Den Moment der Erleichterung zeigen**: den einen Bildschirm, auf dem dieses Problem verschwindet.
3. **Den Besucher steuern lassen.** Bieten Sie zwei oder drei Wege an (Reporting, Integrationen, Administration) statt einer einzigen linearen Tour.

Halten Sie jeden Abschnitt kurz. Besucher können jederzeit Fragen stellen, und der Avatar antwortet im Kontext. Sie müssen also nicht jeden Einwand schon im Skript vorwegnehmen.

## Schritt 3: Festlegen, was als qualifiziert gilt

Definieren Sie vor der Veröffentlichung die Signale, die bei Ihrem Vertrieb ankommen sollen. Typisch sind:

- Unternehmensgröße oder Anzahl der Nutzerplätze
- aktuelles Tool und Grund für den Wechsel
- **Budget und Zeitplan**, wenn der Besucher sie erwähnt
- die Funktionen, bei denen er am längsten verweilt hat

Daraus werden Felder im Lead-Datensatz. Wählen Sie also Namen, die Ihr CRM bereits verwendet.

## Schritt 4: Ihre Tools verbinden

Verbinden Sie Ihr CRM und die Chat-App, in der Ihr Team arbeitet. Eine gute Grundeinstellung ist einfach: Qualifizierte Gespräche legen im CRM einen Kontakt an oder aktualisieren ihn und posten eine kurze Zusammenfassung im Vertriebskanal. Ergänzen Sie einen Terminlink, damit kaufbereite Interessenten direkt aus der Demo heraus buchen können.

## Schritt 5: Veröffentlichen und die ersten zehn Gespräche lesen

Binden Sie die Demo auf Ihrer Preisseite oder auf der Landingpage mit der höchsten Kaufabsicht ein, nicht auf der Startseite. Lesen Sie dann die ersten zehn Protokolle vollständig durch. Sie lernen daraus mehr als aus jedem Dashboard:

- Wo **steigen Besucher aus**?
- Welche Fragen beantwortet der Avatar *zu allgemein*?
- Nach welcher Funktion fragen Besucher, die in der Gliederung gar nicht vorkommt?

Passen Sie die Gliederung an, ergänzen Sie kurze Antworten auf wiederkehrende Fragen und veröffentlichen Sie erneut. Jede Runde dauert nur Minuten, drehen Sie in der ersten Woche also gleich mehrere.

## Typische Fehler

### Jede Funktion zeigen

Eine Demo, die alles abdeckt, überzeugt niemanden. Drei Kernbotschaften, gut gezeigt, schlagen zwölf Funktionen im Schnelldurchlauf.

### Die Demo hinter einem Formular verstecken

Müssen Besucher sechs Felder ausfüllen, bevor sie irgendetwas sehen, gehen die meisten. Lassen Sie sie zuerst zuschauen. Das Gespräch selbst liefert bessere Informationen, als es jedes Formular könnte.

### Das Follow-up vergessen

Die Demo ist der Anfang des Verkaufsgesprächs, nicht sein Ende. Sorgen Sie dafür, dass jeder qualifizierte Besucher **noch am selben Tag ein Follow-up** bekommt, das auf seine tatsächlichen Fragen eingeht.

## So sieht es nach der ersten Woche aus

Am Ende der ersten Woche sollten Sie eine Demo haben, die Ihre häufigsten Fragen beantwortet, eine Handvoll qualifizierter Gespräche im CRM und eine kurze Liste mit Produktfragen für die nächste Iteration. Das ist die ganze Einrichtung. Alles Weitere ist Feinschliff.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Erste Schritte', 'KI-Avatare', 'Einrichtung'],
    'Aus Ihrer Produkt-URL in unter zehn Minuten eine interaktive KI-Demo: den Ablauf festlegen, die Qualifizierung definieren und Ihr CRM verbinden.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000047'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- French (fr): native versions of the seven English originals that had no French post yet.
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'demos-en-libre-service-convertir-visiteurs',
    'self-serve-demos-convert-website-visitors',
    'fr',
    'Pourquoi les démos en libre-service convertissent mieux vos visiteurs',
    'La plupart des visiteurs sont curieux, mais pas prêts pour un appel commercial. Leur proposer une démo interactive sur la page, sans formulaire ni attente, change la donne.',
    $md$Votre site attire des milliers de visiteurs curieux de découvrir votre produit, mais pas encore prêts à parler à un commercial. Dans la plupart des entreprises B2B, tout ce qu’on leur propose, c’est un bouton « Réserver une démo » qui ouvre un agenda dont le premier créneau libre est dans trois jours. Beaucoup ne reviennent jamais. Les **démos en libre-service** donnent à ces visiteurs ce qu’ils sont venus chercher, tout de suite, et vos taux de conversion s’en ressentent.

## Entre l’intérêt et le rendez-vous, un fossé

Voici le parcours type d’un visiteur aujourd’hui :

1. Il arrive sur votre page tarifs depuis un article comparatif.
2. Il veut voir le produit, mais la seule option est de réserver un appel.
3. Il remplit un formulaire, attend l’e-mail de confirmation et choisit un créneau la semaine suivante.
4. D’ici là, il a regardé deux concurrents qui lui ont permis d’essayer immédiatement.

Chaque étape fait fuir des prospects. Une démo qui démarre sur la page, sans formulaire ni attente, supprime trois de ces quatre étapes.

## Pourquoi l’interactif l’emporte sur la vidéo

Une vidéo produit vaut mieux que rien, mais c’est la même pour tout le monde. Un avatar de démo IA *s’adapte au visiteur* :

- La responsable marketing voit les rapports de campagne ; le responsable RevOps, la synchronisation avec le CRM.
- Les questions trouvent leur réponse sur le moment, et non dans un e-mail de relance.
- Le visiteur choisit son parcours, et reste donc plus longtemps.

Les équipes qui placent des démos interactives sur leurs pages à forte intention d’achat obtiennent en général **environ trois fois plus d’engagement** qu’avec une vidéo enregistrée au même endroit : le visiteur agit au lieu de regarder.

## Où placer la démo

Toutes les pages ne méritent pas une démo. Commencez là où l’intention est la plus forte.

### La page tarifs

Les visiteurs qui arrivent ici comparent déjà. Une démo à côté des offres répond à la question qui se cache derrière chaque visite de cette page : *« Est-ce que ça vaut le coup ? »*

### Les pages comparatives et « alternatives à »

Qui lit « Votre produit vs concurrent » veut des preuves. Montrez-lui la différence au lieu de la résumer dans un tableau.

### Les pages d’atterrissage de campagne

Le trafic payant coûte cher. L’envoyer vers une page qui réclame un rendez-vous, c’est en gaspiller l’essentiel ; l’envoyer vers une page avec une démo, c’est transformer le clic en expérience.

## Mesurer l’impact

Restez simple et honnête dans la mesure :

- **Le taux de passage de visiteur à lead qualifié** sur les pages avec et sans démo
- **Le délai avant le premier rendez-vous** pour les leads venus de la démo
- **Le pipeline généré** pour mille visiteurs

Faites tourner la démo sur la moitié de votre trafic de campagne pendant un mois avant de tirer des conclusions. La saisonnalité et le mix de campagnes font bouger ces chiffres plus qu’on ne le croit.

## Et l’équipe commerciale dans tout ça ?

Libre-service ne veut pas dire sans commerciaux. Les meilleurs dispositifs passent la main au bon moment : quand un visiteur pose des questions sur le contrat, les audits de sécurité ou les tarifs dégressifs, l’avatar propose un rendez-vous avec un humain et lui transmet toute la conversation. Les commerciaux ont moins de rendez-vous, mais de *meilleurs* rendez-vous, et ceux qui voulaient simplement jeter un œil le font sans invitation dans leur agenda.

## À retenir

Les visiteurs ont déjà choisi comment évaluer un logiciel : seuls, à leur rythme. Aller à leur rencontre n’est pas une mode, c’est le minimum attendu. Commencez par une page à forte intention, mesurez pendant un mois et laissez parler les chiffres.
$md$,
    'Sofia Martins',
    '2026-07-01T14:00:00Z',
    '2026-07-01T14:00:00Z',
    'Marketing',
    array['Conversion', 'Site web', 'Libre-service'],
    'Pourquoi les démos IA interactives en libre-service convertissent plus de visiteurs B2B qu’un bouton « Réserver une démo », et où les placer.',
    null,
    3,
    'manual-1782828000053'
  ),
  (
    'ecrire-un-script-de-demo-pour-avatar-ia',
    'writing-a-demo-script-for-ai-avatars',
    'fr',
    'Écrire un script de démo que votre avatar IA saura porter',
    'Une structure en quatre temps, des réponses préparées et un test à voix haute : comment écrire en un après-midi le script de démo de votre avatar IA.',
    $md$Un avatar de démo IA sait explorer votre produit tout seul, mais les meilleures démos commencent toujours par un bon script. Pas un texte de prompteur à lire mot pour mot, mais une structure claire : ce qu’on montre, dans quel ordre, et ce que chaque visiteur doit retenir. Ce guide vous montre comment l’écrire en un après-midi.

## Partez de votre interlocuteur, pas du produit

Avant de lister la moindre fonctionnalité, notez qui regarde :

- **Rôle :** par exemple, directeur commercial d’un éditeur de logiciels de 50 personnes
- **Situation :** son équipe oublie des relances et ses revues de pipeline tiennent de la divination
- **Objectif :** il veut savoir si votre produit règle le problème sans déploiement interminable

Tout le script doit servir cette personne. Si une séquence ne l’aide pas, supprimez-la, *même si vous êtes très fier de la fonctionnalité*.

## Une structure en quatre temps

La plupart des démos efficaces suivent le même arc.

### 1. L’accroche (moins de 30 secondes)

Nommez le problème avec les mots de votre interlocuteur et promettez de lui montrer la solution : « Si vos commerciaux passent leur vendredi après-midi à mettre à jour le CRM, accordez-moi deux minutes. »

### 2. Le déclic

Allez droit à l’écran où le problème disparaît. Ne commencez ni par les paramètres, ni par l’onboarding, ni par une visite de la navigation. Le visiteur décide dans la première minute s’il continue à regarder.

### 3. Les embranchements

Proposez deux ou trois parcours et laissez le visiteur choisir :

1. **Voir les rapports**
2. **Voir les intégrations**
3. **Voir la configuration côté administrateur**

Chaque embranchement est une courte séquence qui raconte sa propre histoire. L’avatar répond aux questions dans chacune d’elles : gardez-les donc ciblées.

### 4. La conclusion

Résumez en une phrase ce que le visiteur a vu et proposez une suite adaptée à son intention : prendre rendez-vous, démarrer un essai ou partager la démo avec un collègue.

## Écrire pour un avatar

Quelques règles changent quand une voix porte votre script à la place d’un présentateur humain.

- **Des phrases courtes.** L’oral demande plus de points que l’écrit.
- **Des chiffres concrets.** « Environ quatre heures gagnées par semaine » vaut mieux que « un gain de temps considérable ».
- **Des descriptions simples.** Dites « le graphique à droite », pas « le widget KPI du panneau trois ».
- *Laissez de la place aux questions.* Terminez chaque séquence par une invitation : « Voulez-vous voir comment cela se connecte à votre CRM ? »

## Préparez des réponses, pas des monologues

Rassemblez les dix questions que votre équipe commerciale entend le plus souvent et rédigez pour chacune une réponse de deux ou trois phrases. Tarifs, sécurité, intégrations et délai de mise en place figurent presque toujours dans la liste. L’avatar s’appuie sur ces réponses quand un visiteur pose la question : son discours reste ainsi cohérent avec celui de vos commerciaux.

## Testez à voix haute

Lisez le script à voix haute, puis regardez l’avatar le présenter. Vous entendrez tout de suite les phrases trop longues et les transitions trop abruptes. Demandez à un collègue extérieur à l’équipe produit de regarder la démo sans préparation et de vous citer les trois choses qu’il a retenues. Si elles correspondent à vos objectifs, le script fonctionne.

## Faites-le vivre

Un script vieillit vite. Revoyez le vôtre **chaque mois** en parallèle des transcriptions de démo : ajoutez des réponses aux nouvelles questions récurrentes, supprimez les séquences que les visiteurs sautent et mettez à jour les captures d’écran après chaque version majeure. Une démo à jour continue de convertir ; celle qui montre l’interface de l’an dernier cesse discrètement de le faire.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Script de démo', 'Avatars IA', 'Storytelling'],
    'Guide pratique pour écrire le script de démo d’un avatar IA : une structure en quatre temps, une écriture pensée pour l’oral et un script tenu à jour.',
    null,
    3,
    'manual-1784642400053'
  ),
  (
    'qualifier-ses-leads-grace-aux-conversations-de-demo',
    'lead-qualification-from-demo-conversations',
    'fr',
    'Qualifier ses leads sans formulaire : ce que les prospects confient à une démo IA',
    'Besoins, budget, échéance et intention d’achat ressortent naturellement quand un prospect explore un produit. Voici comment les capter et orienter vos leads en conséquence.',
    $md$Les formulaires demandent aux prospects de se décrire avant même d’avoir vu quoi que ce soit. Sans surprise, les réponses sont maigres : une adresse e-mail professionnelle, un nom d’entreprise et un « je me renseigne » dans le champ commentaire. Une démo interactive inverse l’ordre. Le prospect explore d’abord, pose ses questions avec ses propres mots et, chemin faisant, *vous livre presque tout ce qu’un appel de qualification révélerait*.

## Les signaux cachés dans une conversation de démo

Quand un visiteur échange avec un avatar de démo IA, ses questions sont des données de qualification. Sur des milliers de conversations, les mêmes catégories reviennent sans cesse.

### Les problèmes à résoudre

« Nous perdons des affaires parce que nos relances prennent des jours » est un signal bien plus fort que n’importe quelle case à cocher. L’avatar peut repérer ces problèmes au fil de la conversation et les enregistrer sur la fiche du lead, dans les mots du prospect.

### Budget et échéance

Un prospect donne rarement son budget dans un formulaire, mais l’évoque souvent au détour d’une phrase : *« Il nous faut une solution en place avant le kick-off du T3 »* ou « Notre contrat actuel arrive à échéance en mars. » Les deux deviennent des champs structurés.

### L’adéquation avec votre profil de client idéal

Taille de l’équipe, secteur, outils en place, fonction de la personne qui pose la question : tout cela se déduit de la conversation. Une question sur le SSO et les journaux d’audit signale un *grand compte* ; une question sur l’offre gratuite, tout autre chose.

### L’intention d’achat

Les questions sur les paliers tarifaires, le contrat ou les délais d’onboarding signalent une **forte intention**. Demander ce que fait le produit relève d’une phase plus précoce. Les deux sont utiles, mais ne doivent pas être orientés de la même façon.

## Des signaux aux règles de routage

Un signal ne vaut que s’il change la suite. Un jeu de règles simple suffit pour démarrer :

1. **Chaud :** profil idéal et mention d’un budget ou d’une échéance. Créez l’opportunité dans le CRM, prévenez le responsable du compte sur la messagerie et proposez un lien de rendez-vous dans la démo elle-même.
2. **Tiède :** profil idéal, mais pas encore d’échéance. Ajoutez-le à une courte séquence de nurturing sur les fonctionnalités explorées.
3. **Précoce :** hors profil ou simple curiosité. Envoyez du contenu utile et laissez le prospect revenir de lui-même.

Commencez petit. Mieux vaut ajouter une règle quand une tendance se dessine que déboguer douze règles écrites le premier jour.

## Ce qui change pour l’équipe commerciale

Les commerciaux n’ouvrent plus leurs appels par des questions de découverte auxquelles le prospect a déjà répondu. Le premier rendez-vous part au contraire de ses propres mots : *« Vous disiez que les relances prennent du retard parce que l’équipe est débordée ; commençons par là. »*

Les équipes qui travaillent ainsi nous disent toutes la même chose :

- **Les premiers rendez-vous sont plus courts** et plus ciblés.
- **Moins de rendez-vous manqués**, car le prospect a réservé après avoir vu le produit, et non avant.
- **Des prévisions plus fiables**, puisque budget et échéance sont consignés au lieu d’être devinés.

## Transparence et consentement

Les prospects doivent savoir qu’ils parlent à une IA et ce que deviennent les informations qu’ils partagent. Dites-le d’emblée, ajoutez un lien vers votre politique de confidentialité et ne demandez jamais de données dont vous n’avez pas besoin. La qualification fonctionne mieux quand le prospect fait confiance à l’échange.

## Pour commencer

Choisissez les trois signaux que vos commerciaux cherchent en premier à chaque appel. Définissez-les comme des champs, connectez votre CRM et passez en revue avec votre équipe les vingt premières conversations qualifiées. Vous verrez vite quels signaux annoncent une affaire gagnée, et lesquels vous pouvez cesser de demander.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Qualification des leads', 'Pipeline commercial', 'CRM'],
    'Qualifiez vos leads grâce aux conversations de démo IA : besoins, budget, échéance et intention, puis routage automatique des leads chauds et tièdes.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800053'
  ),
  (
    'relancer-ses-leads-dans-l-heure-automatiquement',
    'speed-to-lead-automated-follow-ups',
    'fr',
    'Relancer chaque lead dans l’heure, automatiquement',
    'C’est dans l’heure qui suit une démo que le prospect est le plus attentif. Relancez dès qu’une intention d’achat se manifeste, attribuez les relances au bon commercial et faites référence à la conversation.',
    $md$Tous les directeurs commerciaux connaissent la règle : plus vous relancez vite, plus vous avez de chances de signer. Ils savent aussi à quel point c’est rare. Les leads arrivent à 23 h, le week-end, en pleine revue trimestrielle. Le temps que quelqu’un réponde, le prospect est passé à autre chose. **Les relances automatiques déclenchées par la démo elle-même** comblent ce délai, sans obliger les commerciaux à vivre dans leur boîte de réception.

## Pourquoi la première heure compte

Un prospect qui vient de passer dix minutes dans votre démo produit est au maximum de son attention. Il se souvient de ce qu’il a vu, ses questions sont fraîches et il n’a pas encore ouvert l’onglet d’un concurrent. Une réponse qui arrive le lendemain après-midi doit rivaliser avec tout le reste de sa journée.

Les équipes qui automatisent le premier contact relancent en général **deux fois plus vite** que celles qui attribuent les leads à la main. Et la relance est meilleure, car elle s’appuie sur ce que le prospect a réellement fait.

## Ce que contient une bonne relance automatique

Un e-mail générique « Merci de votre intérêt ! » n’est pas une relance. Une relance utile fait référence à la conversation :

- **Le problème décrit par le prospect**, avec ses propres mots
- **Les fonctionnalités sur lesquelles il s’est attardé**, avec un lien pour aller plus loin
- **La question restée en partie sans réponse**, et qui dans votre équipe va y répondre
- Une prochaine étape claire : un lien de prise de rendez-vous, un essai ou une ressource courte

Comme la démo a tout recueilli, l’e-mail peut être rédigé automatiquement et sonner pourtant comme celui d’une personne qui a écouté attentivement.

## Construire le workflow

Un workflow de speed to lead fiable repose sur quatre éléments.

### 1. Relancer sur signal d’achat, pas à chaque session

Lancez le workflow quand une session montre une vraie intention : une question sur les prix, une échéance, une demande pour parler à quelqu’un. Relancer chaque visiteur de passage apprend aux gens à vous ignorer.

### 2. Attribuer au bon interlocuteur

Choisissez le commercial selon le territoire, la taille de l’entreprise ou le titulaire du compte. Si l’entreprise est déjà cliente, le chargé de compte doit être prévenu *avant* que quiconque envoie un e-mail.

### 3. Prévenir là où les commerciaux travaillent déjà

Publiez un court résumé dans le canal commercial : qui, ce qu’il a demandé, à quel point le lead semble chaud, et un lien vers la transcription complète. Personne ne devrait avoir à ouvrir un tableau de bord de plus pour agir.

### 4. Envoyer le premier contact automatiquement

Le prospect reçoit en quelques minutes un e-mail personnalisé, avec le nom et l’agenda du commercial attitré. Dès qu’il répond, le commercial prend le relais.

## Des garde-fous pour rester humain

L’automatisation doit rendre les commerciaux plus rapides, pas remplacer leur jugement :

- **Limitez la séquence.** Un seul e-mail automatique, puis un humain décide.
- **Laissez les commerciaux modifier les modèles** selon leur segment et leur ton.
- **Mettez en pause automatiquement** dès qu’un prospect répond ou prend rendez-vous.
- *Ne créez jamais de fausse urgence.* Les prospects le sentent, et vous perdez une confiance qui vous manquera plus tard.

## Mesurer les résultats

Suivez trois indicateurs avant et après l’activation du workflow : le délai médian avant le premier contact, le taux de réponse à ce premier contact et le nombre de rendez-vous pris par démo qualifiée. Si le premier baisse et que les deux autres montent, c’est gagné. Sinon, les transcriptions vous diront pourquoi.

## En résumé

La vitesse compte, la pertinence encore plus, et une démo vous apporte les deux. Relancez sur signal d’achat, attribuez au bon interlocuteur, faites référence à la conversation et laissez les commerciaux consacrer leur temps à ce qui compte vraiment : la réponse.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Relance', 'Automatisation', 'Speed to lead'],
    'Automatisez le speed to lead : relances déclenchées par l’intention exprimée en démo, attribution au bon commercial et premier e-mail en quelques minutes.',
    null,
    3,
    'manual-1790085600053'
  ),
  (
    'agent-en-direct-ou-demo-a-la-demande',
    'live-agent-vs-on-demand-demo',
    'fr',
    'Agent en direct ou démo à la demande : lequel choisir, et quand',
    'La démo à la demande s’adresse à tous vos visiteurs ; l’agent en direct guide les prospects les plus avancés dans le vrai produit. Comment choisir, et comment combiner les deux.',
    $md$Les démos IA interactives existent en deux versions. Une **démo à la demande** est préparée à l’avance : l’avatar suit une structure définie, s’adapte aux questions et reste disponible pour chaque visiteur, à toute heure. Un **agent en direct** rejoint la session du visiteur en temps réel, navigue d’écran en écran dans le vrai produit et met en avant ce qui compte au fil de la conversation. Les deux sont utiles. Tout l’enjeu est de savoir laquelle convient à quel moment.

## Ce qui les distingue

- **Mise en place :** une démo à la demande se crée en quelques minutes à partir de l’URL du produit ; un agent en direct aussi, s’il a accès à un environnement de démo.
- **Navigation :** la démo à la demande suit des séquences et des embranchements préparés ; l’agent en direct clique dans le vrai produit au fil de l’échange.
- **Usage idéal :** la démo à la demande convient aux gros volumes de trafic en début de parcours ; l’agent en direct, aux visiteurs à forte intention et aux produits complexes.
- **Coût par session :** la démo à la demande est assez légère pour chaque visiteur ; une session en direct est plus lourde : mieux vaut la réserver aux bons moments.

*Aucune des deux ne remplace votre équipe commerciale.* Toutes deux visent à amener plus vite les bons prospects vers un humain, avec plus de contexte.

## Quand choisir la démo à la demande

Optez pour la démo à la demande quand le volume est élevé et les questions prévisibles :

- **Les pages de haut de tunnel** comme la page d’accueil, les articles de blog et les pages d’atterrissage de campagne
- **Les produits au parcours principal clair**, le même pour la plupart des prospects
- **Les audiences internationales** réparties sur plusieurs fuseaux horaires, où la cohérence compte plus que la profondeur

C’est aussi la façon la plus simple de commencer. Vous découvrez vite ce que demandent les visiteurs, les séquences qu’ils sautent et les fonctionnalités qui les intéressent.

## Quand l’agent en direct fait la différence

L’agent en direct excelle quand le produit est vaste ou que la question du prospect est précise.

### Les produits complexes et paramétrables

Si la réponse honnête à la plupart des questions est « ça dépend de votre configuration », un agent capable d’aller sur le bon écran et de *montrer* la réponse l’emporte sur n’importe quelle séquence préparée.

### Les moments de forte intention

Les visiteurs de la page tarifs, ceux qui reviennent depuis des comptes cibles et les utilisateurs bloqués en plein essai méritent une expérience plus riche. L’agent peut **argumenter comme un pro**, **cliquer et naviguer** dans le produit, puis **montrer et mettre en avant** l’élément exact sur lequel porte la question.

### Les évaluations techniques

Administrateurs et ingénieurs veulent voir en détail les paramètres, les droits d’accès et les intégrations. Les guider dans la vraie interface inspire confiance plus vite qu’une présentation.

## Combiner les deux

La plupart des équipes finissent par combiner les deux, avec un routage simple :

1. Chaque visiteur peut lancer une démo à la demande.
2. Quand un visiteur montre une forte intention ou pose une question hors des séquences prévues, proposez-lui de poursuivre avec l’agent en direct.
3. Quand l’agent en direct détecte un signal d’achat, il propose un rendez-vous avec un humain et lui transmet toute la session.

L’expérience la plus lourde est ainsi réservée à ceux qui en tirent le plus, et tous les autres ont une réponse immédiate.

## Les questions à se poser avant de choisir

- Combien de **parcours différents** un prospect type doit-il voir ?
- Combien de fois vos commerciaux disent-ils « je vous montre dans le produit » en rendez-vous ?
- Quelles pages apportent le trafic à **plus forte intention** ?
- Disposez-vous d’un environnement de démo stable, avec des données réalistes ?

Si vos commerciaux basculent sans cesse sur le produit pendant leurs appels, un agent en direct sera sans doute vite rentabilisé. Si la plupart des appels suivent le même script, commencez par la démo à la demande et ajoutez des sessions en direct là où les données prouvent leur utilité.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Agent en direct', 'Démos produit', 'Parcours d’achat'],
    'Démo IA à la demande ou agent en direct ? Mise en place, navigation et usages comparés, et comment orienter vos visiteurs de l’une à l’autre.',
    null,
    3,
    'manual-1791900000053'
  ),
  (
    'analytique-de-demo-fonctionnalites-qui-font-vendre',
    'demo-analytics-features-that-drive-revenue',
    'fr',
    'Analytique de démo : les fonctionnalités qui font vraiment vendre',
    'Reliez chaque session de démo au pipeline et vous verrez quelles fonctionnalités reviennent dans les affaires gagnées, quelles questions précèdent un rendez-vous et où les visiteurs décrochent.',
    $md$Les équipes produit apprennent en général ce qui fait vendre par des anecdotes : un commercial affirme que le nouveau module de rapports « fait mouche à chaque fois », une analyse win/loss cite les intégrations. Les démos IA interactives remplacent les anecdotes par des données. Chaque session enregistre ce que le visiteur a regardé, ce qu’il a demandé et ce qui s’est passé ensuite dans le pipeline. Croisez ces données et vous pourrez répondre à une question d’ordinaire épineuse : **quelles fonctionnalités génèrent du chiffre d’affaires ?**

## Ce qu’enregistre une session de démo

Chaque session produit une chronologie que vous pouvez analyser comme des données d’usage :

- **Les séquences vues** et le temps passé sur chacune
- **Les questions posées**, regroupées par thème (tarifs, sécurité, intégrations, fonctionnalité précise)
- **Les parcours choisis** quand l’avatar proposait un choix
- **Le résultat** : départ, rendez-vous pris, essai lancé ou opportunité créée

Comme les sessions sont rattachées au lead dans votre CRM, vous pouvez suivre chacune jusqu’à l’affaire gagnée, ou perdue.

## Trois rapports à construire en priorité

### 1. L’attention portée à chaque fonctionnalité face au taux de signature

Pour chaque séquence de fonctionnalité, comparez sa fréquence dans les sessions devenues des affaires gagnées et dans l’ensemble des sessions. Une fonctionnalité présente dans *40 % des affaires gagnées mais seulement 15 % des démos* est sous-exposée : placez-la plus tôt dans le récit.

### 2. Les questions qui précèdent une prise de rendez-vous

Listez les questions posées dans les deux minutes avant une prise de rendez-vous. Ce sont vos **moments de conviction**. Ils révèlent souvent une capacité que vos contenus marketing mentionnent à peine.

### 3. Les points d’abandon

Repérez les séquences après lesquelles la plupart des visiteurs partent. Un fort taux d’abandon n’est pas toujours mauvais signe (certains en ont vu assez pour décider), mais un abandon juste après l’explication des tarifs ou de la mise en place trahit souvent un point obscur.

## Lire les données sans se raconter d’histoires

L’analytique de démo est puissante, et facile à surinterpréter. Quelques habitudes gardent vos conclusions honnêtes :

- **Regardez d’abord le volume.** Une fonctionnalité vue dans huit sessions ne dit encore rien du taux de signature.
- **Séparez les audiences.** Agences, ETI et grands comptes n’attendent pas la même chose ; un chiffre global les masque tous.
- **Préférez les comparaisons aux valeurs absolues.** « Les rapports sont vus deux fois plus souvent dans les affaires gagnées » est plus utile que « 62 % des visiteurs regardent les rapports jusqu’au bout ».
- *Une corrélation est une piste, pas un verdict.* Servez-vous-en pour décider de ce que vous testerez ensuite.

## Nourrir la feuille de route

C’est hors des ventes que l’analytique de démo rend le plus de services. Les product managers voient quelles capacités intéressent les prospects *avant* qu’ils ne deviennent clients, dans leurs propres mots. C’est un excellent complément aux données d’usage, qui ne couvrent que ceux qui ont déjà acheté.

Un rituel mensuel simple fonctionne bien :

1. Exportez les vingt questions les plus fréquentes auxquelles l’avatar a mal répondu.
2. Classez chacune en **lacune de documentation**, **lacune de positionnement** ou **lacune produit**.
3. Corrigez les lacunes de documentation dans la démo le jour même, confiez les lacunes de positionnement au marketing et portez les lacunes produit au débat sur la feuille de route, avec le nombre de prospects concernés.

## Par où commencer

Reliez les sessions de démo aux opportunités de votre CRM, attendez quelques dizaines d’affaires conclues et construisez le premier rapport. La première fois que vous verrez quelle fonctionnalité apparaît dans presque toutes les affaires gagnées, vous aurez envie de réécrire votre page d’accueil. C’est exactement le but.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Analytique de démo', 'Stratégie produit', 'Chiffre d’affaires'],
    'L’analytique de démo révèle les fonctionnalités qui génèrent du chiffre d’affaires : attention vs taux de signature, questions clés, points d’abandon.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400053'
  ),
  (
    'de-l-url-produit-a-la-demo-ia-en-dix-minutes',
    'ai-demo-setup-in-ten-minutes',
    'fr',
    'De l’URL de votre produit à une démo IA en ligne en moins de dix minutes',
    'Partagez l’URL de votre produit, construisez le récit, définissez ce qu’est un lead qualifié et connectez vos outils : la mise en place de votre première démo IA, étape par étape.',
    $md$La plupart des équipes imaginent qu’une démo interactive est un projet d’un trimestre : un atelier d’écriture, une séance d’enregistrement, une série de retouches et une page d’atterrissage que personne n’a le temps de construire. Avec un avatar de démo IA, la première version devrait vous prendre *moins de temps que votre prochaine réunion interne*. Ce guide détaille, étape par étape, la méthode qui fonctionne le mieux selon notre expérience.

## Avant de commencer

Il vous faut trois choses, et aucune n’est une équipe de tournage :

- **Une URL de produit** que l’avatar peut explorer : votre application, un compte de démonstration ou une visite produit publique.
- **Une cible claire.** Choisissez le profil que vous voulez toucher en premier, par exemple une responsable RevOps qui compare des outils de prévision des ventes.
- **Deux ou trois messages clés** que chaque visiteur doit avoir compris à la fin de la démo.

Résumez le tout en un paragraphe : ce sera le brief de l’avatar, et il empêchera la première version de vouloir tout montrer.

## Étape 1 : partager l’URL du produit

Collez l’URL dans une nouvelle salle de démo. L’avatar parcourt les pages accessibles, cartographie la navigation et établit un premier plan des fonctionnalités. Si votre produit exige une connexion, utilisez un compte de démo avec des données d’exemple réalistes. *Un tableau de bord vide donne une démo vide.*

## Étape 2 : construire le récit

Le plan généré est un point de départ, pas un script. Réorganisez-le autour des messages clés que vous avez notés :

1. **Ouvrez sur le problème** que votre cible ressent déjà (« Nos réunions de prévision nous prennent tout l’après-midi »).
2. **Montrez le moment de soulagement** : l’écran où ce problème disparaît.
3. **Laissez le visiteur piloter.** Proposez deux ou trois parcours (rapports, intégrations, administration) plutôt qu’une visite linéaire unique.

Gardez chaque séquence courte. Les visiteurs posent des questions à tout moment et l’avatar répond en contexte : inutile d’anticiper chaque objection dans le script.

## Étape 3 : définir ce qu’est un lead qualifié

Avant de publier, définissez les signaux qui doivent remonter à votre équipe commerciale. Les plus courants :

- la taille de l’entreprise ou le nombre de licences
- l’outil actuel et la raison du changement
- **le budget et l’échéance**, quand le visiteur les mentionne
- les fonctionnalités sur lesquelles il a passé le plus de temps

Ces signaux deviennent des champs de la fiche lead : choisissez des noms que votre CRM utilise déjà.

## Étape 4 : connecter vos outils

Connectez le CRM et la messagerie que votre équipe utilise au quotidien. Un réglage par défaut simple fonctionne bien : chaque conversation qualifiée crée ou met à jour un contact dans le CRM et publie un court résumé dans le canal commercial. Ajoutez un lien de rendez-vous pour que les prospects prêts à avancer réservent directement depuis la démo.

## Étape 5 : publier et lire les dix premières conversations

Intégrez la démo à votre page tarifs ou à votre page d’atterrissage à plus forte intention, plutôt qu’à la page d’accueil. Lisez ensuite les dix premières transcriptions du début à la fin. Vous en apprendrez plus qu’avec n’importe quel tableau de bord :

- À quel moment les visiteurs **décrochent-ils** ?
- À quelles questions l’avatar répond-il de façon *trop générale* ?
- Quelle fonctionnalité les visiteurs demandent-ils alors que le plan ne la mentionne jamais ?

Ajustez le plan, ajoutez de courtes réponses aux questions récurrentes et republiez. Chaque itération ne prend que quelques minutes : faites-en plusieurs la première semaine.

## Les erreurs courantes

### Tout montrer

Une démo qui couvre tout ne convainc personne. Trois messages clés bien montrés valent mieux que douze fonctionnalités survolées.

### Cacher la démo derrière un formulaire

Si les visiteurs doivent remplir six champs avant de voir quoi que ce soit, la plupart partiront. Laissez-les regarder d’abord : la conversation elle-même recueille de meilleures informations qu’un formulaire.

### Oublier la relance

La démo est le début de la conversation commerciale, pas sa fin. Veillez à ce que chaque visiteur qualifié reçoive **une relance le jour même**, qui reprend les questions qu’il a réellement posées.

## À quoi ressemble une bonne première semaine

Au bout d’une semaine, vous devriez avoir une démo qui répond à vos questions les plus fréquentes, une poignée de conversations qualifiées dans votre CRM et une courte liste de questions produit pour la prochaine itération. C’est toute la mise en place. Le reste n’est qu’une affaire de réglages.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Premiers pas', 'Avatars IA', 'Mise en place'],
    'Créez une démo IA interactive à partir de l’URL de votre produit en moins de dix minutes : récit, critères de qualification et connexion au CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000053'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Spanish, Latin America (es): native versions of the seven English originals that had no Spanish post yet.
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'demos-de-autoservicio-convierten-mas-visitantes',
    'self-serve-demos-convert-website-visitors',
    'es',
    'Por qué las demos de autoservicio convierten más visitantes de tu sitio web',
    'La mayoría de los visitantes tiene curiosidad, pero no está lista para una llamada de ventas. Ofrecerles una demo interactiva en la misma página, sin formularios ni esperas, cambia los números.',
    $md$Tu sitio web recibe miles de visitantes que sienten curiosidad por el producto, pero que todavía no están listos para hablar con ventas. En la mayoría de las empresas B2B, lo único que se les ofrece es un botón de “Agenda una demo” que lleva a un calendario con el primer espacio libre dentro de tres días. Muchos nunca vuelven. Las **demos de autoservicio** les dan a esos visitantes lo que vinieron a buscar, en ese mismo momento, y eso cambia tus números de conversión.

## La brecha entre el interés y la reunión

Piensa en el recorrido que hace hoy un visitante típico:

1. Llega a tu página de precios desde un artículo comparativo.
2. Quiere ver el producto, pero la única opción es agendar una llamada.
3. Llena un formulario, espera el correo de confirmación y elige un horario para la semana siguiente.
4. Para entonces ya revisó dos competidores que le dejaron probar de inmediato.

En cada paso se pierde gente. Una demo que arranca en la misma página, sin formulario y sin esperas, elimina tres de esos cuatro pasos.

## Por qué lo interactivo le gana a lo grabado

Un video del producto es mejor que nada, pero es el mismo video para todos. Un avatar de demo con IA *se adapta a cada visitante*:

- La líder de marketing ve los reportes de campañas; el gerente de RevOps, la sincronización con el CRM.
- Las preguntas se responden en el momento, no en un correo de seguimiento.
- El visitante elige el camino, así que se queda más tiempo.

Los equipos que usan demos interactivas en páginas con alta intención de compra suelen lograr alrededor de **tres veces más interacción** que con un video grabado en la misma página, porque el visitante participa en lugar de solo mirar.

## Dónde colocar la demo

No todas las páginas necesitan una demo. Empieza donde la intención es más alta.

### Página de precios

Quien llega aquí ya está comparando. Una demo junto a los planes responde la pregunta que hay detrás de cada visita a esa página: *“¿Vale la pena?”*

### Páginas comparativas y de alternativas

Quien lee “Tu producto vs. la competencia” quiere pruebas. Deja que vea la diferencia en lugar de leerla en una tabla.

### Landing pages de campañas

El tráfico pagado es caro. Mandarlo a una página que solo pide una reunión desperdicia la mayor parte; mandarlo a una página con una demo convierte el clic en una experiencia.

## Cómo medir el impacto

Mantén la medición simple y honesta:

- **Tasa de visitantes que se convierten en leads calificados** en páginas con y sin demo
- **Tiempo hasta la primera reunión** de los leads que llegaron por la demo
- **Pipeline generado** por cada mil visitantes

Muestra la demo a la mitad de tu tráfico de campañas durante un mes antes de sacar conclusiones. La estacionalidad y la mezcla de campañas mueven estos números más de lo que uno cree.

## ¿Y el equipo de ventas?

Autoservicio no significa sin ventas. Las mejores configuraciones hacen el traspaso en el momento justo: cuando un visitante pregunta por contratos, revisiones de seguridad o precios por volumen, el avatar le ofrece una reunión con una persona y le pasa la conversación completa. Tus vendedores tienen menos reuniones, pero *mejores*, y quienes solo querían echar un vistazo lo hacen sin recibir una invitación de calendario.

## La conclusión

Los visitantes ya decidieron cómo quieren evaluar software: por su cuenta y a su ritmo. Salir a su encuentro no es una moda; es lo mínimo que esperan. Empieza con una página de alta intención, mide durante un mes y deja que los números hablen.
$md$,
    'Sofia Martins',
    '2026-07-01T14:00:00Z',
    '2026-07-01T14:00:00Z',
    'Marketing',
    array['Conversión', 'Sitio web', 'Autoservicio'],
    'Por qué las demos interactivas con IA convierten más visitantes B2B que un botón de “Agenda una demo”, y en qué páginas de tu sitio conviene colocarlas.',
    null,
    3,
    'manual-1782828000059'
  ),
  (
    'como-escribir-un-guion-de-demo-para-avatares-de-ia',
    'writing-a-demo-script-for-ai-avatars',
    'es',
    'Cómo escribir un guion de demo que tu avatar de IA pueda presentar',
    'Una estructura en cuatro partes, una lista de respuestas preparadas y una prueba en voz alta: así escribes en una tarde el guion de demo para tu avatar de IA.',
    $md$Un avatar de demo con IA puede explorar tu producto por su cuenta, pero las mejores demos siguen empezando con un buen guion. No un texto de teleprompter para leer palabra por palabra, sino una estructura clara: qué mostrar, en qué orden y qué debe recordar cada visitante. Esta guía te muestra cómo escribirlo en una tarde.

## Empieza por quien escucha, no por el producto

Antes de enumerar una sola función, anota quién está viendo la demo:

- **Rol:** por ejemplo, gerente de ventas en una empresa de software de 50 personas
- **Situación:** su equipo se olvida de dar seguimiento y las revisiones de pipeline son pura adivinanza
- **Objetivo:** quiere ver si tu producto lo resuelve sin una implementación larga

Todo el guion debe estar al servicio de esa persona. Si un segmento no le sirve, elimínalo, *por muy orgulloso que estés de esa función*.

## La estructura en cuatro partes

La mayoría de las demos efectivas siguen el mismo arco.

### 1. El gancho (menos de 30 segundos)

Nombra el problema con las palabras de quien escucha y promete mostrar la solución: “Si tus vendedores pasan los viernes por la tarde actualizando el CRM, dame dos minutos”.

### 2. El momento “ajá”

Ve directo a la pantalla donde el problema desaparece. No empieces por la configuración, el onboarding ni un recorrido por el menú. Los visitantes deciden en el primer minuto si siguen mirando.

### 3. Las ramificaciones

Ofrece dos o tres caminos y deja que el visitante elija:

1. **Ver los reportes**
2. **Ver las integraciones**
3. **Ver cómo lo configura un administrador**

Cada ramificación es un segmento corto con su propia historia. El avatar responde preguntas dentro de cada una, así que mantén los segmentos enfocados.

### 4. El cierre

Resume en una frase lo que vio el visitante y ofrécele un siguiente paso acorde con su interés: agendar una reunión, empezar una prueba o compartir la demo con un colega.

## Escribir para un avatar

Algunas cosas cambian cuando tu guion lo presenta una voz y no una persona frente al público.

- **Frases cortas.** El lenguaje hablado necesita más puntos que el escrito.
- **Números concretos.** “Ahorra unas cuatro horas por semana” funciona mejor que “ahorra mucho tiempo”.
- **Descripciones sencillas.** Di “la gráfica de la derecha”, no “el widget de KPI del panel tres”.
- *Deja espacio para preguntas.* Cierra cada segmento con una invitación: “¿Quieres ver cómo se conecta esto con tu CRM?”

## Prepara respuestas, no monólogos

Reúne las diez preguntas que tu equipo de ventas escucha con más frecuencia y escribe para cada una una respuesta de dos o tres frases. Precios, seguridad, integraciones y tiempo de implementación casi siempre están en la lista. El avatar usa estas respuestas cuando los visitantes preguntan, así que lo que dice coincide con lo que dirían tus vendedores.

## Pruébalo en voz alta

Lee el guion en voz alta y luego mira cómo lo presenta el avatar. Vas a notar enseguida las frases demasiado largas y las transiciones bruscas. Pídele a un colega que no sea del equipo de producto que vea la demo sin contexto y te diga las tres cosas que recuerda. Si coinciden con tus objetivos, el guion funciona.

## Mantenlo vivo

Los guiones envejecen rápido. Revisa el tuyo **cada mes** junto con las transcripciones de las demos: agrega respuestas a las nuevas preguntas frecuentes, quita los segmentos que la gente se salta y actualiza las capturas de pantalla después de cada lanzamiento importante. Una demo actualizada sigue convirtiendo; una que muestra la interfaz del año pasado deja de hacerlo sin que nadie lo note.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Guion de demo', 'Avatares de IA', 'Storytelling'],
    'Guía práctica para escribir guiones de demo para avatares de IA: la estructura en cuatro partes, cómo escribir para la voz y cómo mantener el guion al día.',
    null,
    3,
    'manual-1784642400059'
  ),
  (
    'calificacion-de-leads-con-conversaciones-de-demo',
    'lead-qualification-from-demo-conversations',
    'es',
    'Califica leads sin formularios: lo que los compradores le cuentan a una demo con IA',
    'Necesidades, presupuesto, plazos e intención de compra surgen de forma natural cuando los compradores exploran un producto. Así puedes capturarlos y enrutar cada lead según corresponda.',
    $md$Los formularios de contacto les piden a los compradores que se describan antes de haber visto nada. No sorprende que las respuestas sean pobres: un correo de trabajo, el nombre de la empresa y un “solo estoy viendo” en el campo de comentarios. Una demo interactiva invierte el orden. Los compradores exploran primero, hacen preguntas con sus propias palabras y, de paso, *te cuentan casi todo lo que descubrirías en una llamada de calificación*.

## Las señales que esconde una conversación de demo

Cuando un visitante habla con un avatar de demo con IA, sus preguntas son datos de calificación. En miles de conversaciones, las mismas categorías aparecen una y otra vez.

### Problemas por resolver

“Perdemos ventas porque el seguimiento tarda días” es una señal mucho más fuerte que cualquier casilla marcada. El avatar puede etiquetar estos problemas a medida que surgen y guardarlos en el lead, con las palabras del comprador.

### Presupuesto y plazos

Los compradores casi nunca indican su presupuesto en un formulario, pero suelen mencionarlo en contexto: *“Necesitamos algo funcionando antes del arranque del tercer trimestre”* o “Nuestro contrato actual se renueva en marzo”. Ambos datos se guardan como campos estructurados.

### Afinidad con tu perfil de cliente ideal

El tamaño del equipo, la industria, las herramientas que ya usan y el rol de quien pregunta son fáciles de deducir de una conversación. Una pregunta sobre SSO y registros de auditoría apunta a una *gran empresa*; una pregunta sobre el plan gratuito, a otra cosa.

### Intención de compra

Preguntar por los niveles de precios, las condiciones del contrato o los tiempos de implementación es una señal de **alta intención**. Preguntar qué hace el producto es propio de una etapa temprana. Las dos son útiles, pero no deberían enrutarse igual.

## De las señales a las reglas de enrutamiento

Las señales solo importan si cambian lo que pasa después. Para empezar, basta con un conjunto de reglas sencillo:

1. **Caliente:** encaja con el perfil ideal y menciona presupuesto o plazos. Crea la oportunidad en el CRM, avisa por chat al responsable de la cuenta y ofrece un enlace para agendar dentro de la misma demo.
2. **Tibio:** encaja con el perfil, pero todavía no hay plazos. Agrégalo a una secuencia corta de nutrición que retome las funciones que exploró.
3. **Temprano:** fuera del perfil o solo explorando. Envíale contenido útil y deja que vuelva por su cuenta.

Empieza con una versión pequeña. Es más fácil agregar una regla cuando detectas un patrón que depurar doce reglas que escribiste el primer día.

## Qué cambia para el equipo de ventas

Los vendedores dejan de abrir las llamadas con preguntas de descubrimiento que el comprador ya respondió. En cambio, la primera reunión arranca con sus propias palabras: *“Mencionaste que el seguimiento se está quedando atrás porque el equipo no da abasto; veamos eso primero”.*

Los equipos que trabajan así nos dicen lo mismo:

- **Las primeras reuniones son más cortas** y más enfocadas.
- **Menos inasistencias**, porque el comprador agendó después de ver el producto, no antes.
- **Mejores pronósticos**, porque el presupuesto y los plazos quedan registrados en lugar de adivinarse.

## Una nota sobre honestidad y consentimiento

Los compradores deben saber que están hablando con una IA y qué pasa con la información que comparten. Dilo al inicio de la demo, enlaza tu política de privacidad y nunca pidas datos que no necesitas. La calificación funciona mejor cuando los compradores confían en la conversación.

## Cómo empezar

Elige las tres señales por las que tus vendedores preguntan primero en cada llamada. Defínelas como campos, conecta tu CRM y revisa con tu equipo las primeras veinte conversaciones calificadas. Pronto verás qué señales anticipan una venta cerrada y por cuáles puedes dejar de preguntar.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Calificación de leads', 'Pipeline de ventas', 'CRM'],
    'Califica leads con las conversaciones de tus demos con IA: detecta necesidades, presupuesto, plazos e intención, y enruta cada lead de forma automática.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800059'
  ),
  (
    'speed-to-lead-seguimiento-automatico',
    'speed-to-lead-automated-follow-ups',
    'es',
    'Velocidad de respuesta: da seguimiento a tus leads en menos de una hora, de forma automática',
    'La primera hora después de una demo es cuando el comprador presta más atención. Dispara el seguimiento según la intención, asígnalo al vendedor correcto y retoma lo que se habló.',
    $md$Todo líder de ventas conoce la regla: cuanto más rápido das seguimiento, más probable es que ganes la venta. Y todo líder de ventas sabe lo poco que eso pasa en la práctica. Los leads llegan a las 11 de la noche, el fin de semana o en plena revisión trimestral. Para cuando alguien responde, el comprador ya siguió adelante. **Los seguimientos automáticos que dispara la propia demo** cierran esa brecha sin obligar a tus vendedores a vivir en su bandeja de entrada.

## Por qué importa la primera hora

Un comprador que acaba de pasar diez minutos en la demo de tu producto está en su punto máximo de atención. Recuerda lo que vio, tiene las preguntas frescas y todavía no abrió la pestaña de un competidor. Una respuesta que llega al día siguiente por la tarde compite con todo lo demás que tiene en el día.

Los equipos que automatizan el primer contacto suelen dar seguimiento **el doble de rápido** que los que asignan los leads a mano, y el seguimiento es mejor, porque se basa en lo que el comprador realmente hizo.

## Qué incluye un buen seguimiento automático

Un correo genérico de “¡Gracias por tu interés!” no es un seguimiento. Uno útil retoma la conversación:

- **El problema que describió el comprador**, con sus propias palabras
- **Las funciones en las que se detuvo**, con un enlace para profundizar
- **La pregunta que la demo no pudo responder del todo**, y quién de tu equipo la va a responder
- Un siguiente paso claro: un enlace para agendar, una prueba o un recurso breve

Como la demo capturó todo esto, el correo se puede redactar automáticamente y aun así sonar como si lo hubiera escrito alguien que escuchó con atención.

## Cómo armar el flujo de trabajo

Un flujo de respuesta rápida confiable (lo que en inglés llaman *speed to lead*) tiene cuatro partes.

### 1. Dispara con la intención, no con cada sesión

Activa el flujo cuando una sesión muestre intención real: una pregunta sobre precios, un plazo, una solicitud para hablar con alguien. Mandarle seguimientos a cada visitante casual le enseña a la gente a ignorarte.

### 2. Asigna al responsable correcto

Usa el territorio, el tamaño de la empresa o la cuenta existente para elegir al vendedor. Si la empresa ya es cliente, el gerente de cuenta debe enterarse *antes* de que alguien mande un correo.

### 3. Avisa en la herramienta que tus vendedores ya usan

Publica un resumen breve en el canal de ventas de tu chat: quién es, qué preguntó, qué tan caliente parece el lead y un enlace a la transcripción completa. Nadie debería tener que abrir otro panel para actuar.

### 4. Envía el primer contacto de forma automática

El comprador recibe en pocos minutos un correo personalizado con el nombre y el calendario de su vendedor asignado. En cuanto el comprador responde, el vendedor toma el control.

## Límites para que siga siendo humano

La automatización debe hacer más rápidos a los vendedores, no reemplazar su criterio:

- **Limita la secuencia.** Un correo automático y después decide una persona.
- **Deja que los vendedores editen las plantillas** según su segmento y su tono.
- **Pausa automáticamente** cuando el comprador responda o agende una reunión.
- *Nunca inventes urgencia.* Los compradores lo notan, y te cuesta una confianza que vas a necesitar más adelante.

## Cómo medir el éxito

Mide tres números antes y después de activar el flujo: la mediana del tiempo hasta el primer contacto, la tasa de respuesta a ese primer contacto y las reuniones agendadas por cada demo calificada. Si el primero baja y los otros dos suben, listo. Si no, las transcripciones te dirán por qué.

## En pocas palabras

La velocidad importa, la relevancia importa más, y una demo te da ambas. Dispara con la intención, asigna a la persona correcta, retoma la conversación y deja que tus vendedores dediquen su tiempo a lo que cuenta: la respuesta.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Seguimiento', 'Automatización', 'Velocidad de respuesta'],
    'Responde rápido a tus leads: dispara seguimientos según la intención mostrada en la demo, asigna al vendedor correcto y envía un correo personal en minutos.',
    null,
    3,
    'manual-1790085600059'
  ),
  (
    'agente-en-vivo-o-demo-bajo-demanda',
    'live-agent-vs-on-demand-demo',
    'es',
    'Agente en vivo o demo bajo demanda: cuándo usar cada uno',
    'Las demos bajo demanda llegan a todos tus visitantes; un agente en vivo recorre el producto real con los compradores de alta intención. Cómo elegir y cómo combinar ambos.',
    $md$Las demos interactivas con IA vienen en dos versiones. Una **demo bajo demanda** se prepara con anticipación: el avatar sigue una estructura definida, se adapta a las preguntas y está disponible para cualquier visitante a toda hora. Un **agente en vivo** se une a la sesión del visitante en tiempo real, navega por el producto real, hace clic entre pantallas y resalta lo importante a medida que avanza la conversación. Ambos son útiles. La clave está en saber cuál encaja en cada momento.

## En qué se diferencian

- **Configuración:** una demo bajo demanda se crea en minutos a partir de la URL del producto; un agente en vivo también, pero además necesita acceso a un entorno de demo.
- **Navegación:** la demo bajo demanda sigue segmentos y ramificaciones preparados; el agente en vivo hace clic en el producto real según avanza la conversación.
- **Ideal para:** la demo bajo demanda funciona con mucho tráfico en etapas tempranas; el agente en vivo, con visitantes de alta intención y productos complejos.
- **Costo por sesión:** la demo bajo demanda es lo bastante ligera para ofrecérsela a todos; una sesión en vivo es más pesada, así que conviene reservarla para los momentos adecuados.

*Ninguno reemplaza a tu equipo de ventas.* Los dos buscan llevar más rápido a los compradores correctos hasta una persona, y con más contexto.

## Cuándo conviene una demo bajo demanda

Elige el formato bajo demanda cuando el volumen es alto y las preguntas son predecibles:

- **Páginas de la parte alta del embudo**, como la página de inicio, los artículos del blog y las landing pages de campañas
- **Productos con un flujo principal claro**, que se ve igual para la mayoría de los compradores
- **Audiencias globales** repartidas en varias zonas horarias, donde la consistencia importa más que la profundidad

Las demos bajo demanda también son el punto de partida más fácil. Aprendes qué preguntan los visitantes, qué segmentos se saltan y qué funciones les interesan, y lo aprendes rápido.

## Cuándo vale la pena un agente en vivo

Un agente en vivo brilla cuando el producto es amplio o la pregunta del comprador es muy específica.

### Productos complejos y configurables

Si la respuesta honesta a la mayoría de las preguntas es “depende de tu configuración”, un agente que puede ir a la pantalla correcta y *mostrar* la respuesta supera a cualquier segmento preparado.

### Momentos de alta intención

Los visitantes de la página de precios, los que regresan desde cuentas objetivo y los usuarios de prueba que se quedaron atascados merecen una experiencia más completa. El agente puede **presentar como un profesional**, **hacer clic y navegar** por el producto y **mostrar y destacar** justo el elemento por el que preguntó el comprador.

### Evaluaciones técnicas

Los administradores y los ingenieros quieren ver en detalle la configuración, los permisos y las integraciones. Guiarlos por la interfaz real genera confianza más rápido que unas diapositivas.

## Cómo combinar ambos

La mayoría de los equipos termina usando los dos, con un enrutamiento sencillo:

1. Cualquier visitante puede iniciar una demo bajo demanda.
2. Cuando un visitante muestra una intención clara o pregunta algo fuera de los segmentos preparados, ofrécele continuar con el agente en vivo.
3. Cuando el agente en vivo detecta una señal de compra, ofrece una reunión con una persona y le pasa la sesión completa.

Así, la experiencia más pesada queda para los visitantes que más la aprovechan, y todos los demás reciben una respuesta al instante.

## Preguntas antes de decidir

- ¿Cuántos **flujos distintos** necesita ver un comprador típico?
- ¿Con qué frecuencia dicen tus vendedores “déjame mostrártelo en el producto” durante las llamadas?
- ¿Qué páginas atraen el tráfico con **mayor intención**?
- ¿Tienes un entorno de demo estable con datos realistas?

Si tus vendedores cambian todo el tiempo al producto real durante las llamadas, es probable que un agente en vivo se pague solo muy pronto. Si la mayoría de las llamadas sigue el mismo guion, empieza con la demo bajo demanda y agrega sesiones en vivo donde los datos muestren que marcan la diferencia.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Agente en vivo', 'Demos de producto', 'Recorrido del comprador'],
    '¿Demo con IA bajo demanda o agente en vivo? Compara configuración, navegación y casos de uso, y aprende a dirigir a tus visitantes entre ambos.',
    null,
    3,
    'manual-1791900000059'
  ),
  (
    'analitica-de-demos-funciones-que-generan-ingresos',
    'demo-analytics-features-that-drive-revenue',
    'es',
    'Analítica de demos: cómo descubrir las funciones que de verdad generan ingresos',
    'Si vinculas cada sesión de demo con el pipeline, verás qué funciones aparecen en las ventas ganadas, qué preguntas anteceden a una reunión y en qué punto abandonan los visitantes.',
    $md$Los equipos de producto suelen aprender qué vende a partir de anécdotas: un vendedor dice que el nuevo módulo de reportes “siempre gusta”, un análisis de ventas ganadas y perdidas menciona las integraciones. Las demos interactivas con IA reemplazan las anécdotas por datos. Cada sesión de demo registra qué vio el visitante, qué preguntó y qué pasó después en el pipeline. Si juntas todo eso, puedes responder una pregunta que normalmente es muy difícil: **¿qué funciones generan ingresos?**

## Qué registra una sesión de demo

Cada sesión produce una línea de tiempo que puedes analizar como si fueran datos de uso del producto:

- **Segmentos vistos** y cuánto tiempo se quedó el visitante en cada uno
- **Preguntas planteadas**, agrupadas por tema (precios, seguridad, integraciones, una función específica)
- **Caminos elegidos** cuando el avatar ofreció opciones
- **Resultado**: se fue, agendó una reunión, empezó una prueba o se convirtió en oportunidad

Como las sesiones están vinculadas al lead en tu CRM, puedes seguir cada una hasta la venta ganada, o perdida.

## Tres reportes para armar primero

### 1. Atención por función frente a tasa de cierre

Para cada segmento de función, compara con qué frecuencia se vio en sesiones que terminaron en ventas ganadas y con qué frecuencia apareció en todas las sesiones. Una función que aparece en *el 40% de las ventas ganadas, pero solo en el 15% de todas las demos* está subexpuesta: muévela antes en la historia.

### 2. Preguntas que anteceden a una reunión agendada

Haz una lista de las preguntas que se hicieron en los dos minutos previos a que un visitante agendara una reunión. Esos son tus **momentos de convicción**. Muchas veces revelan una capacidad que casi no mencionas en tus textos de marketing.

### 3. Puntos de abandono

Encuentra los segmentos después de los cuales se va la mayoría de los visitantes. Un abandono alto no siempre es malo (algunos ya vieron lo suficiente para decidir), pero un abandono justo después de explicar los precios o de mostrar la configuración suele indicar que algo no quedó claro.

## Cómo leer los datos sin engañarte

La analítica de demos es poderosa, y también fácil de sobreinterpretar. Algunos hábitos mantienen honestas tus conclusiones:

- **Mira primero el volumen.** Una función que se vio en ocho sesiones todavía no te dice nada sobre tasas de cierre.
- **Separa las audiencias.** Las agencias, las empresas medianas y las grandes empresas se fijan en cosas distintas; un solo número mezclado las oculta a todas.
- **Prefiere las comparaciones a los valores absolutos.** “Los reportes se ven el doble de veces en las ventas ganadas” es más útil que “el 62% de los visitantes ve los reportes completos”.
- *Una correlación es una pista, no un veredicto.* Úsala para decidir qué probar después.

## Cómo llevarlo al roadmap

El uso más valioso de la analítica de demos está fuera de ventas. Los product managers pueden ver qué capacidades piden los compradores *antes* de ser clientes, con sus propias palabras. Es un gran complemento de los datos de uso, que solo cubren a quienes ya compraron.

Un ritual mensual sencillo funciona bien:

1. Exporta las veinte preguntas más frecuentes que el avatar no supo responder bien.
2. Etiqueta cada una como **brecha de documentación**, **brecha de posicionamiento** o **brecha de producto**.
3. Corrige las brechas de documentación en la demo ese mismo día, lleva las de posicionamiento a marketing y suma las de producto a la discusión del roadmap, junto con el número de compradores que las plantearon.

## Por dónde empezar

Conecta las sesiones de demo con las oportunidades de tu CRM, espera a tener unas cuantas decenas de ventas cerradas y arma el primer reporte. La primera vez que veas qué función aparece en casi todas las ventas ganadas, vas a querer reescribir tu página de inicio. Y de eso se trata.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Analítica de demos', 'Estrategia de producto', 'Ingresos'],
    'Usa la analítica de demos para hallar las funciones que generan ingresos: atención frente a tasa de cierre, preguntas antes de agendar y puntos de abandono.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400059'
  ),
  (
    'de-la-url-a-una-demo-con-ia-en-diez-minutos',
    'ai-demo-setup-in-ten-minutes',
    'es',
    'De la URL de tu producto a una demo con IA lista en menos de diez minutos',
    'Comparte la URL de tu producto, dale forma a la historia, define qué cuenta como calificado y conecta tus herramientas: la configuración de tu primera demo con IA, paso a paso.',
    $md$La mayoría de los equipos da por hecho que una demo interactiva es un proyecto de un trimestre: un taller de guion, una sesión de grabación, una ronda de correcciones y una landing page que nadie tiene tiempo de construir. Con un avatar de demo con IA, la primera versión debería tomarte *menos tiempo que tu próxima reunión interna*. Esta guía recorre, paso a paso, la configuración que mejor vemos funcionar.

## Antes de empezar

Necesitas tres cosas, y ninguna es un equipo de filmación:

- **Una URL del producto** que el avatar pueda explorar: tu app, una cuenta de prueba o un recorrido público del producto.
- **Una audiencia clara.** Elige al comprador al que más quieres llegar primero, por ejemplo, una líder de RevOps que está evaluando herramientas de pronóstico de ventas.
- **Dos o tres ideas clave** que todo visitante deba entender al final de la demo.

Escribe esto en un párrafo. Se convierte en el brief con el que trabaja el avatar y evita que la primera versión intente mostrarlo todo.

## Paso 1: comparte la URL del producto

Pega la URL en una nueva sala de demo. El avatar recorre las páginas a las que puede llegar, mapea la navegación y arma un primer esquema de funciones. Si tu producto requiere iniciar sesión, usa una cuenta de demo con datos de ejemplo realistas. *Un panel vacío da una demo vacía.*

## Paso 2: dale forma a la historia

El esquema generado es un punto de partida, no un guion. Reordénalo en torno a las ideas clave que anotaste:

1. **Abre con el problema** que tu comprador ya siente (“Las reuniones de pronóstico nos quitan toda la tarde”).
2. **Muestra el momento de alivio**: la pantalla en la que ese problema desaparece.
3. **Deja que el visitante lleve el timón.** Ofrece dos o tres caminos (reportes, integraciones, administración) en lugar de un único recorrido lineal.

Mantén cada segmento corto. Los visitantes pueden preguntar en cualquier momento y el avatar responde en contexto, así que no necesitas anticipar cada objeción en el guion.

## Paso 3: define qué cuenta como calificado

Antes de publicar, define las señales que deben llegar a tu equipo de ventas. Las más comunes son:

- el tamaño de la empresa o el número de usuarios
- la herramienta actual y el motivo del cambio
- **el presupuesto y los plazos**, cuando el visitante los menciona
- las funciones en las que pasó más tiempo

Estas señales se convierten en campos del registro del lead, así que usa nombres que tu CRM ya utilice.

## Paso 4: conecta tus herramientas

Conecta el CRM y la app de chat que tu equipo usa todos los días. Una buena configuración inicial es sencilla: las conversaciones calificadas crean o actualizan un contacto en el CRM y publican un resumen breve en el canal de ventas. Agrega un enlace para agendar, de modo que los compradores que ya están listos agenden directamente desde la demo.

## Paso 5: publica y revisa las primeras diez conversaciones

Integra la demo en tu página de precios o en la landing page con mayor intención de compra, no en la página de inicio. Luego lee de principio a fin las primeras diez transcripciones. Vas a aprender más de ellas que de cualquier panel:

- ¿En qué punto **abandonan** los visitantes?
- ¿Qué preguntas responde el avatar de forma *demasiado general*?
- ¿Por qué función pregunta la gente que el esquema nunca menciona?

Ajusta el esquema, agrega respuestas cortas para las preguntas recurrentes y vuelve a publicar. Cada iteración toma minutos, así que haz varias durante la primera semana.

## Errores comunes

### Mostrar todas las funciones

Una demo que lo cubre todo no convence a nadie. Tres ideas clave bien mostradas valen más que doce funciones vistas a la carrera.

### Esconder la demo detrás de un formulario

Si los visitantes tienen que llenar seis campos antes de ver algo, la mayoría se va a ir. Deja que vean primero; la conversación en sí recopila mejor información que cualquier formulario.

### Olvidar el seguimiento

La demo es el inicio de la conversación de ventas, no el final. Asegúrate de que cada visitante calificado reciba un **seguimiento el mismo día** que retome lo que realmente preguntó.

## Cómo se ve el éxito después de la primera semana

Al final de la primera semana deberías tener una demo que responde tus preguntas más comunes, un puñado de conversaciones calificadas en tu CRM y una lista corta de preguntas de producto para la siguiente iteración. Esa es toda la configuración. Todo lo que sigue es afinar.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Primeros pasos', 'Avatares de IA', 'Configuración'],
    'Configura una demo interactiva con IA a partir de la URL de tu producto en menos de diez minutos: arma la historia, define la calificación y conecta tu CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000059'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Portuguese (Brazil) (pt): native versions of the 7 English posts that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'demos-self-service-convertem-mais-visitantes',
    'self-serve-demos-convert-website-visitors',
    'pt',
    'Por que demos self-service convertem mais visitantes do seu site',
    'A maioria dos visitantes está curiosa, mas ainda não quer falar com vendas. Uma demo interativa na própria página, sem formulário e sem espera, muda os números.',
    $md$Seu site recebe milhares de visitantes curiosos sobre o produto, mas que ainda não estão prontos para falar com vendas. Na maioria das empresas B2B, a única coisa que eles encontram é um botão “Agende uma demo” que leva a uma agenda com o primeiro horário livre daqui a três dias. Muitos nunca voltam. **Demos self-service** entregam a esses visitantes o que eles vieram buscar, na hora, e isso muda os seus números de conversão.

## A distância entre o interesse e a reunião

Pense no caminho que um visitante típico percorre hoje:

1. Ele chega à página de preços vindo de um artigo comparativo.
2. Quer ver o produto, mas a única opção é agendar uma reunião.
3. Preenche um formulário, espera o e-mail de confirmação e escolhe um horário na semana seguinte.
4. Até lá, já olhou dois concorrentes que deixam testar na hora.

Em cada etapa desse caminho, você perde gente. Uma demo que começa na própria página, sem formulário e sem espera, elimina três das quatro etapas.

## Por que o interativo ganha do gravado

Um vídeo do produto é melhor do que nada, mas é o mesmo vídeo para todo mundo. Um avatar de IA para demos *se adapta a quem está assistindo*:

- Quem lidera o marketing vê os relatórios de campanha; quem cuida de RevOps vê a sincronização com o CRM.
- As dúvidas são respondidas no momento, e não num e-mail de retorno dias depois.
- O visitante escolhe o caminho e, por isso, fica engajado por mais tempo.

Times que usam demos interativas em páginas de alta intenção de compra costumam ver cerca de **3× mais engajamento** do que com um vídeo gravado na mesma página, porque o visitante está fazendo algo, e não só assistindo.

## Onde colocar a demo

Nem toda página merece uma demo. Comece onde a intenção de compra é maior:

### Página de preços

Quem está aqui já está comparando. Uma demo ao lado dos planos responde à pergunta por trás de toda visita à página de preços: *“Vale a pena?”*

### Páginas de comparação e de alternativas

Quem lê “Seu produto vs. Concorrente” quer provas. Deixe a pessoa ver a diferença em vez de ler uma tabela sobre ela.

### Landing pages de campanha

Tráfego pago custa caro. Mandá-lo para uma página que só pede uma reunião desperdiça a maior parte dele; mandá-lo para uma página com demo transforma o clique em experiência.

## Como medir o impacto

Mantenha a medição simples e honesta:

- **Taxa de visitante para lead qualificado** nas páginas com e sem demo
- **Tempo até a primeira reunião** dos leads que vieram pela demo
- **Pipeline gerado** a cada mil visitantes

Rode a demo em metade do tráfego das campanhas durante um mês antes de tirar conclusões. Sazonalidade e mix de campanhas mexem nesses números mais do que se imagina.

## E o time de vendas?

Self-service não significa abrir mão do time de vendas. As melhores configurações passam o bastão na hora certa: quando o visitante pergunta sobre contrato, avaliação de segurança ou preço por volume, o avatar oferece uma reunião com uma pessoa e repassa a conversa completa. Os vendedores ganham menos reuniões, porém *melhores*, e quem só queria dar uma olhada rápida consegue isso sem convite na agenda.

## Para levar

Os visitantes já decidiram como querem avaliar um software: por conta própria, no próprio ritmo. Ir ao encontro deles não é tendência; é o mínimo. Comece com uma página de alta intenção de compra, meça durante um mês e deixe os números falarem por você.
$md$,
    'Sofia Martins',
    '2026-06-30T16:00:00Z',
    '2026-06-30T16:00:00Z',
    'Marketing',
    array['Conversão', 'Site', 'Self-service'],
    'Por que demos interativas e self-service com IA convertem mais visitantes B2B do que botões “Agende uma demo”, e onde colocá-las no seu site.',
    null,
    3,
    'manual-1782828000041'
  ),
  (
    'como-escrever-roteiro-de-demo-para-avatar-de-ia',
    'writing-a-demo-script-for-ai-avatars',
    'pt',
    'Como escrever um roteiro de demo que o seu avatar de IA consiga apresentar',
    'Uma estrutura em quatro partes, respostas preparadas e um teste em voz alta: como escrever o roteiro de demo do seu avatar de IA em uma tarde.',
    $md$Um avatar de IA consegue explorar o seu produto sozinho, mas as melhores demos ainda começam com um bom roteiro. Não um texto para ser lido palavra por palavra, e sim uma estrutura clara: o que mostrar, em que ordem e o que todo visitante deve guardar. Este guia mostra como escrever o seu em uma tarde.

## Comece por quem assiste, não pelo produto

Antes de listar uma única funcionalidade, anote quem está do outro lado:

- **Cargo:** por exemplo, gerente de vendas de uma empresa de software com 50 pessoas
- **Situação:** o time perde follow-ups e as revisões de pipeline são puro chute
- **Objetivo:** quer ver se o seu produto resolve isso sem uma implantação longa

Tudo no roteiro deve servir a essa pessoa. Se um trecho não ajuda, corte, *por mais orgulho que você tenha da funcionalidade*.

## A estrutura em quatro partes

A maioria das demos que funcionam segue o mesmo arco.

### 1. O gancho (menos de 30 segundos)

Nomeie o problema com as palavras de quem assiste e prometa mostrar a solução. “Se os seus vendedores passam a tarde de sexta atualizando o CRM, me dê dois minutos.”

### 2. O momento “uau”

Vá direto para a tela em que o problema desaparece. Não comece por configurações, onboarding ou um passeio pelo menu. O visitante decide no primeiro minuto se continua assistindo.

### 3. Caminhos

Ofereça dois ou três caminhos e deixe o visitante escolher:

1. **Ver os relatórios**
2. **Ver as integrações**
3. **Ver como o administrador configura tudo**

Cada caminho é um trecho curto, com uma pequena história própria. O avatar responde às perguntas dentro de cada caminho, então mantenha os trechos focados.

### 4. O fechamento

Resuma em uma frase o que a pessoa viu e ofereça um próximo passo que combine com a intenção dela: agendar uma reunião, começar um teste ou compartilhar a demo com um colega.

## Escrevendo para um avatar

Algumas coisas mudam quando é uma voz que apresenta o seu roteiro, e não uma pessoa no palco.

- **Frases curtas.** A língua falada pede mais pontos finais do que a escrita.
- **Números concretos.** “Economiza umas quatro horas por semana” convence mais do que “economiza muito tempo”.
- **Descrições simples.** Diga “o gráfico à direita”, e não “o widget de KPI do painel três”.
- *Deixe espaço para perguntas.* Termine os trechos com um convite: “Quer ver como isso se conecta ao seu CRM?”

## Prepare respostas, não monólogos

Reúna as dez perguntas que o seu time de vendas mais ouve e escreva uma resposta de duas ou três frases para cada uma. Preço, segurança, integrações e tempo de implantação quase sempre estão na lista. O avatar usa essas respostas quando os visitantes perguntam, e assim o que ele diz fica alinhado com o que os seus vendedores diriam.

## Teste em voz alta

Leia o roteiro em voz alta e depois assista ao avatar apresentando. Você vai ouvir as frases longas demais e as transições bruscas. Peça a um colega de fora do time de produto que assista sem contexto e diga as três coisas de que se lembra. Se elas batem com os seus objetivos, o roteiro funciona.

## Mantenha o roteiro vivo

Roteiros envelhecem rápido. Revise o seu **todo mês**, junto com as transcrições das demos: acrescente respostas para as novas perguntas recorrentes, tire os trechos que as pessoas pulam e atualize as capturas de tela a cada lançamento importante. Uma demo atualizada continua convertendo; uma que mostra a interface do ano passado para de converter sem ninguém perceber.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Roteiro de demo', 'Avatares de IA', 'Storytelling'],
    'Guia prático para escrever roteiros de demo para avatares de IA: a estrutura em quatro partes, a escrita para voz e como manter o roteiro atualizado.',
    null,
    3,
    'manual-1784642400041'
  ),
  (
    'qualificacao-de-leads-sem-formulario',
    'lead-qualification-from-demo-conversations',
    'pt',
    'Qualificação de leads sem formulário: o que os compradores contam para uma demo com IA',
    'Dores, orçamento, prazo e intenção de compra aparecem naturalmente quando o comprador explora o produto. Veja como capturar esses sinais e encaminhar cada lead.',
    $md$Formulários de lead pedem que o comprador se descreva antes de ter visto qualquer coisa. Não surpreende que as respostas sejam magras: um e-mail corporativo, o nome da empresa e um “só estou pesquisando” no campo de comentários. Uma demo interativa inverte a ordem. O comprador explora primeiro, pergunta com as próprias palavras e, no caminho, *conta quase tudo o que uma reunião de qualificação descobriria*.

## Os sinais escondidos numa conversa de demo

Quando um visitante conversa com um avatar de IA, as perguntas que ele faz são dados de qualificação. Em milhares de conversas, as mesmas categorias aparecem de novo e de novo.

### Dores

“Perdemos negócios porque o follow-up leva dias” é um sinal muito mais forte do que qualquer caixinha marcada. O avatar pode identificar as dores assim que elas surgem e registrá-las no lead, com as palavras do próprio comprador.

### Orçamento e prazo

Quase ninguém informa orçamento num formulário, mas muita gente menciona no meio da conversa: *“Precisamos de algo rodando antes do kickoff do terceiro trimestre”* ou “Nosso contrato atual vence em março”. Os dois viram campos estruturados.

### Aderência ao perfil de cliente ideal (ICP)

Tamanho do time, setor, ferramentas atuais e o cargo de quem pergunta são fáceis de deduzir de uma conversa. Uma pergunta sobre SSO e logs de auditoria diz *grande empresa*; uma pergunta sobre o plano gratuito diz outra coisa.

### Intenção de compra

Perguntar sobre faixas de preço, condições de contrato ou prazo de onboarding é um sinal de **alta intenção**. Perguntar o que o produto faz é um sinal de estágio inicial. Os dois são úteis, mas não devem seguir o mesmo caminho.

## Dos sinais às regras de encaminhamento

Sinais só importam se mudam o que acontece depois. Um conjunto simples de regras basta para começar:

1. **Quente:** aderência ao ICP mais menção a orçamento ou prazo. Crie a oportunidade no CRM, avise o responsável pela conta no chat e ofereça um link de agendamento na própria demo.
2. **Morno:** aderência ao ICP, mas ainda sem prazo. Inclua o lead numa sequência curta de nutrição que retome as funcionalidades que ele explorou.
3. **Inicial:** fora do ICP ou só explorando. Envie conteúdo útil e deixe que ele volte quando quiser.

Comece pequeno. É mais fácil acrescentar uma regra quando você enxerga um padrão do que depurar doze regras criadas no primeiro dia.

## O que muda para o time de vendas

Os vendedores param de abrir a reunião com perguntas de diagnóstico que o comprador já respondeu. Em vez disso, a primeira reunião começa pelas palavras dele: *“Você comentou que os follow-ups estão atrasando porque o time está sobrecarregado; vamos começar por aí.”*

Os times que trabalham assim relatam as mesmas coisas:

- **Primeiras reuniões mais curtas** e mais objetivas.
- **Menos faltas**, porque o comprador agendou depois de ver o produto, e não antes.
- **Previsões mais confiáveis**, já que orçamento e prazo ficam registrados em vez de estimados.

## Transparência e consentimento

O comprador precisa saber que está falando com uma IA e o que acontece com as informações que compartilha. Diga isso no início da demo, coloque o link para a sua política de privacidade e nunca peça dados de que você não precisa. A qualificação funciona melhor quando o comprador confia na conversa.

## Por onde começar

Escolha os três sinais sobre os quais os seus vendedores perguntam primeiro em toda reunião. Defina-os como campos, conecte o CRM e revise com o time as primeiras vinte conversas qualificadas. Você logo vai ver quais sinais antecipam um negócio fechado e quais perguntas podem simplesmente sair do roteiro.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Qualificação de leads', 'Pipeline de vendas', 'CRM'],
    'Qualifique leads a partir das conversas da demo com IA: capture dores, orçamento, prazo e intenção e encaminhe leads quentes, mornos e iniciais.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800041'
  ),
  (
    'speed-to-lead-follow-up-automatico',
    'speed-to-lead-automated-follow-ups',
    'pt',
    'Velocidade de resposta: follow-up em menos de uma hora, no automático',
    'A primeira hora depois da demo é quando o comprador está mais atento. Dispare o follow-up pela intenção, direcione ao vendedor certo e retome a conversa.',
    $md$Todo líder de vendas conhece a regra: quanto mais rápido o follow-up, maior a chance de fechar o negócio. E todo líder de vendas sabe como isso é raro na prática. Os leads chegam às 23h, no fim de semana, no meio da revisão trimestral. Quando alguém finalmente responde, o comprador já seguiu em frente. **Follow-ups automáticos disparados pela própria demo** fecham essa lacuna sem obrigar os vendedores a viver dentro da caixa de entrada.

## Por que a primeira hora importa

Um comprador que acabou de passar dez minutos na demo do seu produto está no auge da atenção. Ele lembra o que viu, tem perguntas frescas na cabeça e ainda não abriu a aba do concorrente. Uma resposta que chega na tarde seguinte disputa espaço com tudo o que acontece no dia dele.

Times que automatizam o primeiro contato costumam fazer o follow-up **duas vezes mais rápido** do que os que dependem de distribuição manual, e o follow-up sai melhor, porque se baseia no que o comprador realmente fez.

## O que um bom follow-up automático traz

Um e-mail genérico de “Obrigado pelo interesse!” não é follow-up. Um follow-up útil retoma a conversa:

- **O problema que ele descreveu**, com as palavras dele
- **As funcionalidades em que ele passou mais tempo**, com um link para se aprofundar
- **A pergunta que a demo não respondeu por completo**, e quem do seu time vai responder
- Um próximo passo claro: link de agendamento, teste gratuito ou um material curto

Como a demo registrou tudo isso, o e-mail pode ser redigido automaticamente e, mesmo assim, soar como se alguém o tivesse escrito depois de ouvir com atenção.

## Montando o fluxo

Um fluxo de speed to lead confiável tem quatro partes.

### 1. Dispare pela intenção, não a cada sessão

Acione o fluxo quando a sessão mostrar intenção real: uma pergunta sobre preço, um prazo, um pedido para falar com alguém. Mandar follow-up para qualquer visitante de passagem ensina as pessoas a ignorar você.

### 2. Encaminhe para o responsável certo

Use território, porte da empresa ou a carteira de contas para escolher o vendedor. Se a empresa já é cliente, o gerente de contas precisa ficar sabendo *antes* que alguém mande um e-mail.

### 3. Avise na ferramenta que os vendedores já usam

Publique um resumo curto no canal de vendas do chat: quem é, o que perguntou, quão quente parece o lead e um link para a transcrição completa. O vendedor não deveria precisar abrir mais um painel para agir.

### 4. Envie o primeiro contato automaticamente

O comprador recebe um e-mail personalizado em poucos minutos, com o nome e a agenda do responsável. A partir da resposta, o vendedor assume.

## Limites que mantêm o contato humano

A automação deve deixar os vendedores mais rápidos, não substituir o bom senso:

- **Limite a sequência.** Um e-mail automático e, depois, uma pessoa decide.
- **Deixe os vendedores editarem os modelos** para o seu segmento e o seu jeito de escrever.
- **Pause automaticamente** quando o comprador responder ou agendar uma reunião.
- *Nunca invente urgência.* O comprador percebe, e isso custa uma confiança de que você vai precisar mais tarde.

## Como medir o sucesso

Acompanhe três números antes e depois de ligar o fluxo: a mediana do tempo até o primeiro contato, a taxa de resposta a esse primeiro contato e as reuniões agendadas por demo qualificada. Se o primeiro número cair e os outros dois subirem, missão cumprida. Se não, as transcrições vão dizer por quê.

## Em resumo

Velocidade importa, relevância importa ainda mais, e a demo entrega as duas. Dispare pela intenção, encaminhe para a pessoa certa, retome a conversa e deixe os vendedores gastarem o tempo onde faz diferença: na resposta.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Follow-up', 'Automação', 'Velocidade de resposta'],
    'Automatize o follow-up: dispare mensagens pela intenção mostrada na demo, direcione ao vendedor certo e faça o primeiro contato em minutos.',
    null,
    3,
    'manual-1790085600041'
  ),
  (
    'agente-ao-vivo-ou-demo-sob-demanda',
    'live-agent-vs-on-demand-demo',
    'pt',
    'Agente ao vivo ou demo sob demanda: quando usar cada um',
    'A demo sob demanda atende todos os visitantes; o agente ao vivo navega pelo produto real para compradores com alta intenção. Como escolher e como combinar os dois.',
    $md$Demos interativas com IA existem em dois formatos. A **demo sob demanda** é preparada com antecedência: o avatar segue uma estrutura definida, se adapta às perguntas e fica disponível para todos os visitantes, 24 horas por dia. O **agente ao vivo** entra na sessão do visitante em tempo real, navega pelo produto de verdade, clica nas telas e destaca o que importa conforme a conversa avança. Os dois são úteis. O segredo é saber qual deles combina com cada momento.

## Em que os dois formatos diferem

- **Configuração:** a demo sob demanda fica pronta em minutos a partir da URL do produto; o agente ao vivo também, mas precisa de acesso a um ambiente de demonstração.
- **Navegação:** a demo sob demanda segue trechos e caminhos preparados; o agente ao vivo clica pelo produto real conforme a conversa acontece.
- **Ideal para:** a demo sob demanda atende tráfego alto e em estágio inicial; o agente ao vivo atende visitantes com alta intenção e produtos complexos.
- **Custo por sessão:** a demo sob demanda é leve o bastante para todos os visitantes; a sessão ao vivo pesa mais, então vale reservá-la para os momentos certos.

*Nenhum dos dois substitui o seu time de vendas.* Ambos servem para levar os compradores certos até uma pessoa mais rápido e com mais contexto.

## Quando a demo sob demanda é a melhor escolha

Escolha o formato sob demanda quando o volume é alto e as perguntas são previsíveis:

- **Páginas de topo de funil**, como a home, os artigos do blog e as landing pages de campanha
- **Produtos com um fluxo principal claro**, que parece igual para a maioria dos compradores
- **Públicos globais**, em vários fusos horários, onde consistência vale mais do que profundidade

A demo sob demanda também é o jeito mais fácil de começar. Você descobre o que os visitantes perguntam, quais trechos eles pulam e com quais funcionalidades se importam, e descobre rápido.

## Quando o agente ao vivo vale o investimento

O agente ao vivo brilha quando o produto é amplo ou a pergunta do comprador é específica:

### Produtos complexos e configuráveis

Se a resposta honesta para quase tudo é “depende da sua configuração”, um agente ao vivo que vai até a tela certa e *mostra* a resposta ganha de qualquer trecho preparado.

### Momentos de alta intenção

Visitantes na página de preços, contas-alvo que voltam ao site e usuários em teste que travaram em algum ponto merecem uma experiência mais rica. O agente **apresenta como um especialista**, **clica e navega** pelo produto e **mostra e destaca** exatamente o elemento sobre o qual o comprador perguntou.

### Avaliações técnicas

Administradores e engenheiros querem ver configurações, permissões e integrações em detalhe. Mostrar tudo isso na interface real gera confiança mais rápido do que qualquer apresentação de slides.

## Como combinar os dois

A maioria dos times acaba usando os dois, com um encaminhamento simples entre eles:

1. Todo visitante pode iniciar uma demo sob demanda.
2. Quando o visitante mostra forte intenção ou pergunta algo fora dos trechos preparados, ofereça continuar com o agente ao vivo.
3. Quando o agente ao vivo identifica um sinal de compra, ofereça uma reunião com uma pessoa e repasse a sessão completa.

Assim, a experiência mais pesada fica para quem mais se beneficia dela, e todos os outros recebem uma resposta imediata.

## Perguntas para fazer antes de escolher

- Quantos **fluxos diferentes** um comprador típico precisa ver?
- Com que frequência os seus vendedores dizem “deixa eu te mostrar no produto” nas reuniões?
- Quais páginas trazem o tráfego com **maior intenção de compra**?
- Você tem um ambiente de demonstração estável, com dados realistas?

Se os seus vendedores vivem abrindo o produto real nas reuniões, um agente ao vivo provavelmente se paga rápido. Se a maioria das reuniões segue o mesmo roteiro, comece pela demo sob demanda e acrescente sessões ao vivo onde os dados mostrarem que elas fazem diferença.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Agente ao vivo', 'Demos de produto', 'Jornada de compra'],
    'Demo sob demanda com IA ou agente ao vivo? Compare configuração, navegação e casos de uso ideais e veja como encaminhar visitantes entre os dois.',
    null,
    3,
    'manual-1791900000041'
  ),
  (
    'analytics-de-demo-funcionalidades-que-geram-receita',
    'demo-analytics-features-that-drive-revenue',
    'pt',
    'Análise de demos: descubra as funcionalidades que realmente geram receita',
    'Ligue cada sessão de demo ao pipeline e veja quais funcionalidades aparecem nos negócios ganhos, quais perguntas antecedem um agendamento e onde os visitantes desistem.',
    $md$Times de produto costumam descobrir o que vende por meio de histórias soltas: um vendedor diz que o novo módulo de relatórios “sempre convence”, uma análise de ganhos e perdas cita as integrações. Demos interativas com IA trocam essas histórias por dados. Cada sessão de demo registra o que o visitante viu, o que perguntou e o que aconteceu depois no pipeline. Junte tudo isso e você consegue responder a uma pergunta que normalmente é muito difícil: **quais funcionalidades geram receita?**

## O que uma sessão de demo registra

Cada sessão gera uma linha do tempo que pode ser analisada como dados de uso do produto:

- **Trechos assistidos** e quanto tempo o visitante passou em cada um
- **Perguntas feitas**, agrupadas por tema (preço, segurança, integrações, uma funcionalidade específica)
- **Caminhos escolhidos** quando o avatar ofereceu opções
- **Resultado**: saiu, agendou uma reunião, começou um teste ou virou oportunidade

Como as sessões ficam ligadas ao lead no CRM, dá para acompanhar cada uma até o negócio ganho ou perdido.

## Três relatórios para montar primeiro

### 1. Atenção por funcionalidade versus taxa de fechamento

Para cada trecho de funcionalidade, compare a frequência com que ele foi visto nas sessões que viraram negócios ganhos com a frequência em todas as sessões. Uma funcionalidade que aparece em *40% dos negócios ganhos, mas só em 15% de todas as demos* está pouco exposta: traga-a para mais cedo na história.

### 2. Perguntas que antecedem um agendamento

Liste as perguntas feitas nos dois minutos anteriores ao agendamento de uma reunião. Esses são os seus **momentos de convencimento**. Muitas vezes revelam uma capacidade que o seu marketing mal menciona.

### 3. Pontos de abandono

Encontre os trechos depois dos quais a maioria dos visitantes sai. Um abandono alto nem sempre é ruim (alguns visitantes já viram o suficiente para decidir), mas um abandono logo depois da explicação de preços ou de um passo a passo de configuração costuma indicar que algo não ficou claro.

## Como ler os dados sem se enganar

A análise de demos é poderosa, e é fácil enxergar nela mais do que os dados realmente dizem. Alguns hábitos mantêm as conclusões honestas:

- **Olhe o volume primeiro.** Uma funcionalidade vista em oito sessões ainda não diz nada sobre taxa de fechamento.
- **Separe os públicos.** Agências, empresas de médio porte e grandes empresas se importam com coisas diferentes; um número consolidado esconde todas essas diferenças.
- **Prefira comparações a números absolutos.** “Os relatórios são vistos duas vezes mais nos negócios ganhos” é mais útil do que “os relatórios têm 62% de taxa de conclusão”.
- *Correlação é pista, não veredito.* Use-a para decidir o que testar em seguida.

## De volta para o roadmap

O uso mais valioso da análise de demos está fora de vendas. Os gerentes de produto conseguem ver sobre quais capacidades os compradores perguntam *antes* de virarem clientes, com as palavras deles. É um ótimo complemento aos dados de uso, que só cobrem quem já comprou.

Um ritual mensal simples funciona bem:

1. Exporte as vinte principais perguntas que o avatar não soube responder bem.
2. Classifique cada uma como **lacuna de documentação**, **lacuna de posicionamento** ou **lacuna de produto**.
3. Corrija as lacunas de documentação na demo no mesmo dia, leve as de posicionamento ao marketing e inclua as de produto na discussão do roadmap, com o número de compradores que as levantaram.

## Por onde começar

Conecte as sessões de demo às oportunidades do CRM, espere algumas dezenas de negócios fechados e monte o primeiro relatório. Na primeira vez que você vir qual funcionalidade aparece em quase todo negócio ganho, vai querer reescrever a sua home. E é exatamente essa a ideia.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Análise de demos', 'Estratégia de produto', 'Receita'],
    'Use a análise de demos para achar as funcionalidades que geram receita: atenção versus fechamento, perguntas antes do agendamento e pontos de abandono.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400041'
  ),
  (
    'da-url-do-produto-a-demo-com-ia-em-dez-minutos',
    'ai-demo-setup-in-ten-minutes',
    'pt',
    'Da URL do produto à demo com IA no ar em menos de dez minutos',
    'Compartilhe a URL do produto, monte a narrativa, defina o que é um lead qualificado e conecte suas ferramentas: o passo a passo da sua primeira demo com IA.',
    $md$A maioria dos times imagina que uma demo interativa é um projeto para um trimestre inteiro: oficina de roteiro, sessão de gravação, rodada de ajustes e uma landing page que ninguém tem tempo de criar. Com um avatar de IA, a primeira versão deve levar *menos tempo do que a sua próxima reunião interna*. Este guia mostra, passo a passo, a configuração que vemos funcionar melhor.

## Antes de começar

Você precisa de três coisas, e nenhuma delas é uma produtora de vídeo:

- **Uma URL do produto** que o avatar possa explorar: o seu app, uma conta de testes ou uma apresentação pública do produto.
- **Um público bem definido.** Escolha o comprador que você mais quer alcançar primeiro, por exemplo um líder de RevOps avaliando ferramentas de previsão de vendas.
- **Dois ou três resultados** que todo visitante deve entender até o fim da demo.

Escreva tudo isso em um parágrafo. Ele vira o briefing com que o avatar trabalha e impede que a primeira versão tente mostrar tudo.

## Passo 1: compartilhe a URL do produto

Cole a URL numa nova sala de demo. O avatar percorre as páginas que consegue acessar, mapeia a navegação e monta um primeiro esboço das funcionalidades. Se o produto fica atrás de um login, use uma conta de demonstração com dados de exemplo realistas. *Painel vazio dá demo vazia.*

## Passo 2: monte a narrativa

O esboço gerado é um ponto de partida, não um roteiro. Reorganize-o em torno dos resultados que você anotou:

1. **Abra com o problema** que o comprador já sente (“A reunião de previsão toma a tarde inteira”).
2. **Mostre o momento de alívio**: a tela em que esse problema desaparece.
3. **Deixe o visitante conduzir.** Ofereça dois ou três caminhos (relatórios, integrações, administração) em vez de um percurso linear único.

Mantenha cada trecho curto. Os visitantes fazem perguntas a qualquer momento e o avatar responde dentro do contexto, então você não precisa antecipar todas as objeções no roteiro.

## Passo 3: defina o que conta como qualificado

Antes de publicar, defina os sinais que devem chegar ao seu time de vendas. Os mais comuns são:

- porte da empresa ou número de usuários
- ferramenta atual e motivo da troca
- **orçamento e prazo**, quando o visitante menciona
- as funcionalidades em que ele passou mais tempo

Esses sinais viram campos no registro do lead, então use nomes que o seu CRM já usa.

## Passo 4: conecte suas ferramentas

Conecte o CRM e o app de chat que o seu time usa o dia todo. Uma boa configuração padrão é simples: conversas qualificadas criam ou atualizam um contato no CRM e publicam um resumo curto no canal de vendas. Acrescente um link de agendamento para que os compradores prontos marquem a reunião direto da demo.

## Passo 5: publique e acompanhe as dez primeiras conversas

Coloque a demo na página de preços ou na landing page com maior intenção de compra, e não na home. Depois leia as dez primeiras transcrições do começo ao fim. Você vai aprender mais com elas do que com qualquer painel:

- Em que ponto os visitantes **desistem**?
- Quais perguntas o avatar responde de forma *genérica demais*?
- Sobre qual funcionalidade as pessoas perguntam sem que o esboço sequer a mencione?

Ajuste o esboço, acrescente respostas curtas para as perguntas recorrentes e publique de novo. Cada rodada leva minutos, então faça várias na primeira semana.

## Erros comuns

### Mostrar todas as funcionalidades

Uma demo que cobre tudo não convence ninguém. Três resultados bem mostrados valem mais do que doze funcionalidades passadas às pressas.

### Esconder a demo atrás de um formulário

Se o visitante precisa preencher seis campos antes de ver qualquer coisa, a maioria vai embora. Deixe-o assistir primeiro; a própria conversa coleta informações melhores do que o formulário coletaria.

### Esquecer o follow-up

A demo é o começo da conversa de vendas, não o fim. Garanta que todo visitante qualificado receba um **follow-up no mesmo dia** que retome o que ele de fato perguntou.

## O que esperar depois da primeira semana

No fim da primeira semana, você deve ter uma demo que responde às perguntas mais comuns, um punhado de conversas qualificadas no CRM e uma lista curta de perguntas sobre o produto para a próxima rodada. Essa é a configuração inteira. Daí em diante, é só ajuste fino.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Primeiros passos', 'Avatares de IA', 'Configuração'],
    'Configure uma demo interativa com IA a partir da URL do produto em menos de dez minutos: monte a narrativa, defina a qualificação e conecte o CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000041'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Italian (it): native versions of the 7 English posts that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'demo-self-service-convertono-piu-visitatori',
    'self-serve-demos-convert-website-visitors',
    'it',
    'Perché le demo self-service convertono più visitatori del sito',
    'La maggior parte dei visitatori è curiosa, ma non ancora pronta a parlare con un commerciale. Una demo interattiva sulla pagina, senza moduli né attese, cambia i numeri.',
    $md$Il tuo sito riceve migliaia di visitatori incuriositi dal prodotto ma non ancora pronti a parlare con il team vendite. Nella maggior parte delle aziende B2B, l’unica cosa che trovano è un pulsante «Prenota una demo» che porta a un calendario con il primo posto libero fra tre giorni. Molti non tornano più. Le **demo self-service** danno a questi visitatori ciò che cercavano, subito, e questo cambia i tuoi tassi di conversione.

## Il divario tra interesse e appuntamento

Pensa al percorso di un visitatore tipico oggi:

1. Arriva sulla pagina dei prezzi da un articolo di confronto.
2. Vuole vedere il prodotto, ma l’unica opzione è prenotare una chiamata.
3. Compila un modulo, aspetta l’e-mail di conferma e sceglie un orario della settimana successiva.
4. Nel frattempo ha già guardato due concorrenti che gli permettono di provare subito.

A ogni passaggio di questo percorso qualcuno si perde per strada. Una demo che parte direttamente sulla pagina, senza moduli e senza attese, ne elimina tre su quattro.

## Perché l’interattivo batte il registrato

Un video del prodotto è meglio di niente, ma è lo stesso video per tutti. Un avatar IA per le demo *si adatta a chi guarda*:

- Il responsabile marketing vede i report sulle campagne; chi si occupa di RevOps vede la sincronizzazione con il CRM.
- Le domande ricevono risposta sul momento, non in un’e-mail qualche giorno dopo.
- È il visitatore a scegliere il percorso, quindi resta coinvolto più a lungo.

I team che usano demo interattive sulle pagine ad alta intenzione d’acquisto registrano in genere un coinvolgimento **circa triplo** rispetto a un video registrato sulla stessa pagina, perché il visitatore fa qualcosa invece di limitarsi a guardare.

## Dove inserire la demo

Non tutte le pagine meritano una demo. Parti da quelle con l’intenzione d’acquisto più alta:

### Pagina dei prezzi

Chi arriva qui sta già confrontando. Una demo accanto ai piani risponde alla domanda che si nasconde dietro ogni visita alla pagina dei prezzi: *«Ne vale la pena?»*

### Pagine di confronto e di alternative

Chi legge «Il tuo prodotto vs. il concorrente» vuole prove. Fagli vedere la differenza, invece di fargli leggere una tabella.

### Landing page delle campagne

Il traffico a pagamento costa caro. Mandarlo su una pagina che chiede solo un appuntamento ne spreca la maggior parte; mandarlo su una pagina con una demo trasforma il clic in un’esperienza.

## Come misurare l’impatto

Tieni la misurazione semplice e onesta:

- **Tasso di conversione da visitatore a lead qualificato** sulle pagine con e senza demo
- **Tempo fino al primo incontro** per i lead arrivati dalla demo
- **Pipeline generata** ogni mille visitatori

Attiva la demo su metà del traffico delle campagne per un mese prima di trarre conclusioni. Stagionalità e mix di campagne spostano questi numeri più di quanto si pensi.

## E il team vendite?

Self-service non significa fare a meno dei commerciali. Le configurazioni migliori passano la mano al momento giusto: quando un visitatore chiede di contratti, verifiche di sicurezza o prezzi per volumi, l’avatar propone un incontro con una persona e trasmette l’intera conversazione. I commerciali hanno meno appuntamenti, ma *migliori*, e chi voleva solo dare un’occhiata veloce ci riesce senza un invito in calendario.

## In sintesi

I visitatori hanno già deciso come vogliono valutare un software: da soli, con i propri tempi. Andare loro incontro non è una moda: è il minimo indispensabile. Parti da una pagina ad alta intenzione d’acquisto, misura per un mese e lascia che siano i numeri a convincere.
$md$,
    'Sofia Martins',
    '2026-06-30T16:00:00Z',
    '2026-06-30T16:00:00Z',
    'Marketing',
    array['Conversione', 'Sito web', 'Self-service'],
    'Perché le demo IA interattive e self-service convertono più visitatori B2B dei pulsanti «Prenota una demo», e dove inserirle nel tuo sito.',
    null,
    3,
    'manual-1782828000051'
  ),
  (
    'scrivere-lo-script-di-una-demo-per-avatar-ia',
    'writing-a-demo-script-for-ai-avatars',
    'it',
    'Come scrivere uno script di demo che il tuo avatar IA sappia presentare',
    'Una struttura in quattro parti, un elenco di risposte pronte e una prova ad alta voce: come scrivere in un pomeriggio lo script di demo per un avatar IA.',
    $md$Un avatar IA sa esplorare il tuo prodotto in autonomia, ma le demo migliori partono comunque da un buon script. Non un testo da leggere parola per parola, ma una struttura chiara: cosa mostrare, in che ordine e cosa deve ricordare ogni visitatore. Questa guida ti spiega come scriverlo in un pomeriggio.

## Parti da chi ascolta, non dal prodotto

Prima di elencare anche una sola funzionalità, annota chi c’è dall’altra parte:

- **Ruolo:** per esempio un responsabile commerciale in un’azienda software di 50 persone
- **Situazione:** nel suo team i follow-up saltano e le revisioni della pipeline vanno a intuito
- **Obiettivo:** vuole capire se il tuo prodotto risolve il problema senza un’implementazione lunga

Tutto lo script deve servire a questa persona. Se un passaggio non la aiuta, taglialo, *anche se quella funzionalità è il tuo fiore all’occhiello*.

## La struttura in quattro parti

Quasi tutte le demo efficaci seguono lo stesso arco.

### 1. L’aggancio (meno di 30 secondi)

Descrivi il problema con le parole di chi ascolta e prometti di mostrare la soluzione. «Se i tuoi commerciali passano il venerdì pomeriggio ad aggiornare il CRM, dammi due minuti.»

### 2. Il momento della svolta

Vai dritto alla schermata in cui il problema sparisce. Non cominciare da impostazioni, onboarding o un giro del menu. I visitatori decidono nel primo minuto se continuare a guardare.

### 3. I percorsi

Proponi due o tre percorsi e lascia scegliere al visitatore:

1. **Vedere i report**
2. **Vedere le integrazioni**
3. **Vedere come si configura lato amministratore**

Ogni percorso è un passaggio breve, con una piccola storia tutta sua. L’avatar risponde alle domande all’interno di ciascun percorso, quindi mantieni i passaggi mirati.

### 4. La chiusura

Riassumi in una frase ciò che il visitatore ha visto e proponi un passo successivo in linea con le sue intenzioni: prenotare un incontro, iniziare una prova o condividere la demo con un collega.

## Scrivere per un avatar

Quando lo script viene letto da una voce e non da un relatore in carne e ossa, alcune cose cambiano.

- **Frasi brevi.** La lingua parlata ha bisogno di più punti fermi di quella scritta.
- **Numeri concreti.** «Fa risparmiare circa quattro ore a settimana» funziona meglio di «fa risparmiare tanto tempo».
- **Descrizioni semplici.** Di’ «il grafico a destra», non «il widget KPI nel pannello tre».
- *Lascia spazio alle domande.* Chiudi i passaggi con un invito: «Vuoi vedere come si collega al tuo CRM?»

## Prepara risposte, non monologhi

Raccogli le dieci domande che il tuo team vendite sente più spesso e scrivi per ciascuna una risposta di due o tre frasi. Prezzi, sicurezza, integrazioni e tempi di attivazione sono quasi sempre nell’elenco. L’avatar usa queste risposte quando i visitatori chiedono, così quello che dice resta coerente con quello che direbbero i tuoi commerciali.

## Mettilo alla prova ad alta voce

Leggi lo script ad alta voce, poi guarda l’avatar che lo presenta. Sentirai subito le frasi troppo lunghe e i passaggi troppo bruschi. Chiedi a un collega esterno al team prodotto di guardarlo senza preparazione e di dirti le tre cose che ricorda. Se corrispondono ai tuoi obiettivi, lo script funziona.

## Tienilo aggiornato

Gli script invecchiano in fretta. Rivedi il tuo **ogni mese** insieme alle trascrizioni delle demo: aggiungi risposte per le nuove domande ricorrenti, elimina i passaggi che le persone saltano e aggiorna gli screenshot dopo ogni rilascio importante. Una demo aggiornata continua a convertire; una che mostra l’interfaccia dell’anno scorso smette di farlo, senza che nessuno se ne accorga.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Script della demo', 'Avatar IA', 'Storytelling'],
    'Guida pratica agli script di demo per avatar IA: la struttura in quattro parti, come scrivere per la voce e come tenere lo script aggiornato.',
    null,
    3,
    'manual-1784642400051'
  ),
  (
    'qualificazione-dei-lead-senza-moduli',
    'lead-qualification-from-demo-conversations',
    'it',
    'Qualificare i lead senza moduli: cosa raccontano i potenziali clienti a una demo IA',
    'Criticità, budget, tempistiche e intenzione d’acquisto emergono da sole quando si esplora un prodotto. Ecco come raccoglierle e smistare i lead di conseguenza.',
    $md$I moduli di contatto chiedono ai potenziali clienti di descriversi prima ancora di aver visto qualcosa. Non stupisce che le risposte siano scarne: un indirizzo e-mail aziendale, il nome dell’azienda e un «sto solo guardando» nel campo note. Una demo interattiva ribalta l’ordine. Il potenziale cliente prima esplora, poi fa domande con parole sue e, strada facendo, *ti racconta quasi tutto ciò che emergerebbe da una chiamata di qualificazione*.

## I segnali nascosti in una conversazione di demo

Quando un visitatore parla con un avatar IA, le domande che fa sono dati di qualificazione. Su migliaia di conversazioni, tornano sempre le stesse categorie.

### Criticità

«Perdiamo trattative perché i follow-up richiedono giorni» è un segnale molto più forte di qualsiasi casella spuntata. L’avatar può contrassegnare le criticità man mano che emergono e salvarle sul lead, con le parole esatte del potenziale cliente.

### Budget e tempistiche

Quasi nessuno indica il budget in un modulo, ma in una conversazione spesso salta fuori da sé: *«Ci serve qualcosa di operativo prima del kickoff del terzo trimestre»* oppure «Il nostro contratto attuale scade a marzo». Entrambe le informazioni vengono salvate come campi strutturati.

### Corrispondenza con il profilo di cliente ideale

Dimensioni del team, settore, strumenti in uso e ruolo di chi fa la domanda si ricavano facilmente da una conversazione. Una domanda su SSO e log di audit dice *grande azienda*; una domanda sul piano gratuito dice tutt’altro.

### Intenzione d’acquisto

Chiedere di fasce di prezzo, condizioni contrattuali o tempi di onboarding è un segnale di **forte intenzione**. Chiedere cosa fa il prodotto è un segnale di fase iniziale. Sono utili entrambi, ma non vanno gestiti allo stesso modo.

## Dai segnali alle regole di smistamento

I segnali contano solo se cambiano quello che succede dopo. Per iniziare basta un semplice insieme di regole:

1. **Caldo:** corrisponde al profilo di cliente ideale e cita budget o tempistiche. Crea l’opportunità nel CRM, avvisa in chat il referente dell’account e proponi un link per prenotare un incontro direttamente nella demo.
2. **Tiepido:** corrisponde al profilo, ma senza tempistiche. Inseriscilo in una breve sequenza di nurturing che riprenda le funzionalità che ha esplorato.
3. **Iniziale:** fuori profilo o solo in esplorazione. Invia contenuti utili e lascia che torni quando vuole.

Parti in piccolo. È più facile aggiungere una regola quando noti uno schema ricorrente che correggere dodici regole scritte il primo giorno.

## Cosa cambia per il team vendite

I commerciali smettono di aprire le chiamate con domande esplorative a cui il potenziale cliente ha già risposto. Il primo incontro parte invece dalle sue parole: *«Mi diceva che i follow-up slittano perché il team è sotto pressione: partiamo da lì.»*

I team che lavorano così ci riportano sempre le stesse cose:

- **Primi incontri più brevi** e più mirati.
- **Meno appuntamenti mancati**, perché il potenziale cliente ha prenotato dopo aver visto il prodotto, non prima.
- **Previsioni più affidabili**, perché budget e tempistiche sono registrati anziché stimati.

## Trasparenza e consenso

I potenziali clienti devono sapere che stanno parlando con un’IA e che fine fanno le informazioni che condividono. Dillo all’inizio della demo, inserisci il link alla tua informativa sulla privacy e non chiedere mai dati che non ti servono. La qualificazione funziona meglio quando c’è fiducia nella conversazione.

## Da dove cominciare

Scegli i tre segnali che i tuoi commerciali verificano per primi in ogni chiamata. Definiscili come campi, collega il CRM e rivedi con il team le prime venti conversazioni qualificate. Capirai presto quali segnali anticipano una trattativa chiusa e quali domande puoi smettere del tutto di fare.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Qualificazione dei lead', 'Pipeline di vendita', 'CRM'],
    'Qualifica i lead dalle conversazioni con la demo IA: raccogli criticità, budget, tempistiche e intenzione, poi smista in automatico lead caldi e tiepidi.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800051'
  ),
  (
    'speed-to-lead-follow-up-automatici',
    'speed-to-lead-automated-follow-ups',
    'it',
    'Velocità di risposta: follow-up entro un’ora, in automatico',
    'La prima ora dopo una demo è quella in cui il potenziale cliente è più attento. Attiva i follow-up in base all’intenzione, assegnali al commerciale giusto e riprendi la conversazione.',
    $md$Ogni responsabile commerciale conosce la regola: più in fretta fai il follow-up, più probabilità hai di chiudere la trattativa. E ogni responsabile commerciale sa quanto di rado succeda davvero. I lead arrivano alle 23, nel fine settimana, nel bel mezzo della revisione trimestrale. Quando qualcuno risponde, il potenziale cliente è già passato oltre. I **follow-up automatici attivati dalla demo stessa** colmano questo vuoto senza costringere i commerciali a vivere nella casella di posta.

## Perché la prima ora conta

Un potenziale cliente che ha appena passato dieci minuti nella demo del tuo prodotto è al massimo dell’attenzione. Ricorda quello che ha visto, ha le domande ancora fresche e non ha ancora aperto la scheda di un concorrente. Una risposta che arriva il pomeriggio dopo deve competere con tutto il resto della sua giornata.

I team che automatizzano il primo contatto fanno in genere il follow-up **in metà tempo** rispetto a chi si affida allo smistamento manuale, e il follow-up è anche migliore, perché si basa su quello che il potenziale cliente ha fatto davvero.

## Cosa contiene un buon follow-up automatico

Un’e-mail generica del tipo «Grazie per l’interesse!» non è un follow-up. Uno utile riprende la conversazione:

- **Il problema che ha descritto**, con le sue parole
- **Le funzionalità su cui si è soffermato**, con un link per approfondire
- **La domanda a cui la demo non ha saputo rispondere del tutto**, e chi nel tuo team se ne occuperà
- Un passo successivo chiaro: un link per prenotare un incontro, una prova o una breve risorsa

Dato che la demo ha registrato tutto questo, l’e-mail può essere preparata in automatico e sembrare comunque scritta da una persona che ha ascoltato con attenzione.

## Costruire il flusso

Un flusso di speed to lead affidabile ha quattro parti.

### 1. Parti dall’intenzione, non da ogni sessione

Attiva il flusso quando una sessione mostra un’intenzione reale: una domanda sui prezzi, una tempistica, la richiesta di parlare con qualcuno. Mandare follow-up a ogni visitatore di passaggio abitua le persone a ignorarti.

### 2. Assegna il lead al referente giusto

Usa l’area geografica, le dimensioni dell’azienda o l’assegnazione degli account già esistente per scegliere il commerciale. Se l’azienda è già cliente, l’account manager deve saperlo *prima* che qualcuno mandi un’e-mail.

### 3. Avvisa nello strumento che i commerciali usano già

Pubblica un breve riepilogo nel canale vendite della chat: chi è, cosa ha chiesto, quanto sembra caldo il lead e un link alla trascrizione completa. I commerciali non dovrebbero dover aprire l’ennesima dashboard per agire.

### 4. Invia il primo contatto in automatico

Il potenziale cliente riceve entro pochi minuti un’e-mail personalizzata, con il nome e il calendario del referente. Dalla risposta in poi subentra il commerciale.

## Regole che mantengono il tocco umano

L’automazione deve rendere più veloci i commerciali, non sostituirne il giudizio:

- **Limita la sequenza.** Un’e-mail automatica, poi decide una persona.
- **Lascia che i commerciali modifichino i modelli** in base al proprio segmento e al proprio stile.
- **Metti in pausa in automatico** quando il potenziale cliente risponde o prenota un incontro.
- *Non creare mai un’urgenza finta.* I potenziali clienti se ne accorgono, e ti costa una fiducia di cui avrai bisogno più avanti.

## Misurare il successo

Tieni d’occhio tre numeri prima e dopo l’attivazione del flusso: il tempo mediano fino al primo contatto, il tasso di risposta al primo contatto e gli incontri prenotati per ogni demo qualificata. Se il primo scende e gli altri due salgono, hai finito. Altrimenti, le trascrizioni ti diranno perché.

## In breve

La velocità conta, la pertinenza conta ancora di più, e una demo ti dà entrambe. Parti dall’intenzione, assegna il lead alla persona giusta, riprendi la conversazione e lascia che i commerciali dedichino il loro tempo a ciò che conta davvero: la risposta.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Follow-up', 'Automazione', 'Velocità di risposta'],
    'Automatizza la risposta ai lead: follow-up attivati dall’intenzione mostrata nella demo, assegnati al commerciale giusto e inviati entro pochi minuti.',
    null,
    3,
    'manual-1790085600051'
  ),
  (
    'agente-dal-vivo-o-demo-on-demand',
    'live-agent-vs-on-demand-demo',
    'it',
    'Agente dal vivo o demo on demand: quando scegliere l’uno o l’altra',
    'La demo on demand è disponibile per ogni visitatore; l’agente dal vivo naviga nel prodotto reale per chi è pronto a comprare. Come scegliere e come combinarli.',
    $md$Le demo interattive con IA esistono in due versioni. La **demo on demand** viene preparata in anticipo: l’avatar segue una struttura definita, si adatta alle domande ed è disponibile per ogni visitatore, a qualsiasi ora. L’**agente dal vivo** entra nella sessione del visitatore in tempo reale, naviga nel prodotto vero, clicca da una schermata all’altra e mette in evidenza ciò che conta man mano che la conversazione procede. Sono utili entrambi. Il punto è capire quale si adatta al momento.

## In cosa si differenziano

- **Configurazione:** la demo on demand si crea in pochi minuti partendo dall’URL del prodotto; anche l’agente dal vivo, ma serve in più l’accesso a un ambiente demo.
- **Navigazione:** la demo on demand segue passaggi e percorsi preparati; l’agente dal vivo clicca nel prodotto reale seguendo la conversazione.
- **Ideale per:** la demo on demand è adatta a grandi volumi di traffico nelle fasi iniziali; l’agente dal vivo a visitatori con forte intenzione d’acquisto e a prodotti complessi.
- **Costo per sessione:** la demo on demand è abbastanza leggera per ogni visitatore; una sessione dal vivo è più impegnativa, quindi conviene riservarla ai momenti giusti.

*Nessuno dei due sostituisce il tuo team vendite.* Entrambi servono a portare più in fretta i potenziali clienti giusti da una persona, con più contesto.

## Quando scegliere la demo on demand

Scegli il formato on demand quando i volumi sono alti e le domande prevedibili:

- **Pagine della parte alta del funnel**, come la home page, gli articoli del blog e le landing page delle campagne
- **Prodotti con un flusso principale chiaro**, uguale per la maggior parte dei potenziali clienti
- **Pubblico internazionale** distribuito su più fusi orari, dove la coerenza conta più della profondità

La demo on demand è anche il modo più semplice per cominciare. Scopri cosa chiedono i visitatori, quali passaggi saltano e quali funzionalità stanno loro a cuore, e lo scopri in fretta.

## Quando l’agente dal vivo vale l’investimento

L’agente dal vivo dà il meglio quando il prodotto è ampio o la domanda è molto specifica:

### Prodotti complessi e configurabili

Se la risposta onesta alla maggior parte delle domande è «dipende da come è configurato», un agente dal vivo che va alla schermata giusta e *mostra* la risposta batte qualsiasi passaggio preparato.

### Momenti ad alta intenzione d’acquisto

I visitatori della pagina dei prezzi, gli account strategici che tornano sul sito e gli utenti in prova che si sono bloccati meritano un’esperienza più ricca. L’agente **presenta da professionista**, **clicca e naviga** nel prodotto e **mostra ed evidenzia** esattamente l’elemento su cui il potenziale cliente ha chiesto chiarimenti.

### Valutazioni tecniche

Amministratori e sviluppatori vogliono vedere nel dettaglio impostazioni, permessi e integrazioni. Accompagnarli nell’interfaccia reale crea fiducia più in fretta di qualsiasi slide.

## Come combinarli

La maggior parte dei team finisce per usarli entrambi, con un semplice smistamento:

1. Ogni visitatore può avviare una demo on demand.
2. Quando un visitatore mostra una forte intenzione o chiede qualcosa che esula dai passaggi preparati, proponi di continuare con l’agente dal vivo.
3. Quando l’agente dal vivo rileva un segnale d’acquisto, proponi un incontro con una persona e trasmetti l’intera sessione.

Così l’esperienza più impegnativa resta riservata ai visitatori che ne traggono più vantaggio, e tutti gli altri ricevono subito una risposta.

## Domande da porsi prima di scegliere

- Quanti **flussi diversi** deve vedere un potenziale cliente tipico?
- Quanto spesso i tuoi commerciali dicono «te lo faccio vedere nel prodotto» durante le chiamate?
- Quali pagine portano il traffico con **l’intenzione d’acquisto più alta**?
- Hai un ambiente demo stabile, con dati realistici?

Se i tuoi commerciali passano di continuo al prodotto reale durante le chiamate, un agente dal vivo probabilmente si ripagherà in fretta. Se la maggior parte delle chiamate segue lo stesso copione, parti dalla demo on demand e aggiungi le sessioni dal vivo dove i dati dicono che fanno la differenza.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Agente dal vivo', 'Demo di prodotto', 'Percorso d’acquisto'],
    'Demo IA on demand o agente dal vivo? Confronta configurazione, navigazione e casi d’uso ideali e scopri come indirizzare i visitatori tra i due.',
    null,
    3,
    'manual-1791900000051'
  ),
  (
    'analisi-delle-demo-funzionalita-che-generano-fatturato',
    'demo-analytics-features-that-drive-revenue',
    'it',
    'Analisi delle demo: scoprire le funzionalità che generano davvero fatturato',
    'Collega ogni sessione demo alla pipeline e vedrai quali funzionalità compaiono nelle trattative vinte, quali domande precedono una prenotazione e dove i visitatori abbandonano.',
    $md$Di solito i team prodotto scoprono che cosa vende attraverso gli aneddoti: un commerciale racconta che il nuovo modulo di report «fa sempre colpo», un’intervista sulle trattative vinte e perse cita le integrazioni. Le demo interattive con IA sostituiscono gli aneddoti con i dati. Ogni sessione demo registra cosa ha guardato il visitatore, cosa ha chiesto e cosa è successo dopo nella pipeline. Metti insieme questi elementi e potrai rispondere a una domanda di solito molto difficile: **quali funzionalità generano fatturato?**

## Cosa registra una sessione demo

Ogni sessione produce una cronologia che puoi analizzare come i dati di utilizzo del prodotto:

- **Passaggi visti** e quanto tempo il visitatore si è fermato su ciascuno
- **Domande poste**, raggruppate per argomento (prezzi, sicurezza, integrazioni, una funzionalità specifica)
- **Percorsi scelti** quando l’avatar ha proposto un’alternativa
- **Esito**: è uscito, ha prenotato un incontro, ha iniziato una prova o è diventato un’opportunità

Dato che le sessioni sono collegate al lead nel tuo CRM, puoi seguirne ognuna fino alla trattativa chiusa, vinta o persa.

## Tre report da costruire per primi

### 1. Attenzione per funzionalità e tasso di chiusura

Per ogni passaggio dedicato a una funzionalità, confronta quanto spesso è stato visto nelle sessioni diventate trattative vinte con quanto spesso compare in tutte le sessioni. Una funzionalità presente *nel 40% delle trattative vinte ma solo nel 15% di tutte le demo* è poco valorizzata: anticipala nel racconto.

### 2. Le domande che precedono una prenotazione

Elenca le domande poste nei due minuti prima che un visitatore prenotasse un incontro. Sono i tuoi **momenti di convinzione**. Spesso rivelano una capacità che nei testi di marketing citi appena.

### 3. I punti di abbandono

Individua i passaggi dopo i quali la maggior parte dei visitatori se ne va. Un abbandono elevato non è sempre un male (alcuni visitatori hanno visto abbastanza per decidere), ma un abbandono subito dopo la spiegazione dei prezzi o la procedura di configurazione di solito significa che qualcosa non è chiaro.

## Leggere i dati senza illudersi

L’analisi delle demo è uno strumento potente, ed è facile leggerci troppo. Alcune abitudini aiutano a trarre conclusioni oneste:

- **Guarda prima i volumi.** Una funzionalità vista in otto sessioni non può ancora dirti nulla sui tassi di chiusura.
- **Separa i pubblici.** Agenzie, medie imprese e grandi aziende hanno priorità diverse; un unico dato aggregato le nasconde tutte.
- **Preferisci i confronti ai valori assoluti.** «Nelle trattative vinte i report vengono visti il doppio delle volte» è più utile di «i report hanno un tasso di completamento del 62%».
- *Una correlazione è un indizio, non un verdetto.* Usala per decidere cosa testare dopo.

## Riportare tutto nella roadmap

L’uso più prezioso dell’analisi delle demo è fuori dalle vendite. I product manager possono vedere su quali capacità si informano i potenziali clienti *prima* di diventare clienti, con le loro parole. È un ottimo complemento ai dati di utilizzo, che riguardano solo chi ha già acquistato.

Un semplice appuntamento mensile funziona bene:

1. Esporta le venti domande principali a cui l’avatar non ha saputo rispondere bene.
2. Classifica ciascuna come **lacuna nella documentazione**, **lacuna nel posizionamento** o **lacuna nel prodotto**.
3. Correggi le lacune di documentazione nella demo il giorno stesso, porta quelle di posizionamento al marketing e inserisci quelle di prodotto nella discussione sulla roadmap, indicando quanti potenziali clienti le hanno sollevate.

## Da dove cominciare

Collega le sessioni demo alle opportunità del CRM, aspetta qualche decina di trattative chiuse e costruisci il primo report. La prima volta che vedrai quale funzionalità compare in quasi tutte le trattative vinte, ti verrà voglia di riscrivere la home page. Ed è esattamente questo lo scopo.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Analisi delle demo', 'Strategia di prodotto', 'Fatturato'],
    'Analizza le demo per trovare le funzionalità che generano fatturato: attenzione e tasso di chiusura, domande prima di una prenotazione, punti di abbandono.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400051'
  ),
  (
    'dall-url-del-prodotto-alla-demo-ia-in-dieci-minuti',
    'ai-demo-setup-in-ten-minutes',
    'it',
    'Dall’URL del prodotto a una demo IA online in meno di dieci minuti',
    'Condividi l’URL del prodotto, costruisci il racconto, stabilisci cosa rende qualificato un lead e collega i tuoi strumenti: la tua prima demo IA, passo dopo passo.',
    $md$Quasi tutti i team pensano che una demo interattiva sia un progetto da un trimestre intero: un workshop sullo script, una sessione di registrazione, un giro di revisioni e una landing page che nessuno ha il tempo di creare. Con un avatar IA, la prima versione dovrebbe richiedere *meno tempo della tua prossima riunione interna*. Questa guida ripercorre, passo dopo passo, la configurazione che secondo la nostra esperienza funziona meglio.

## Prima di iniziare

Ti servono tre cose, e nessuna di queste è una troupe video:

- **Un URL del prodotto** che l’avatar possa esplorare: la tua applicazione, un account di prova o un tour pubblico del prodotto.
- **Un pubblico preciso.** Scegli il potenziale cliente che vuoi raggiungere per primo, per esempio un responsabile RevOps che sta valutando strumenti di previsione delle vendite.
- **Due o tre risultati** che ogni visitatore deve aver capito alla fine della demo.

Metti tutto per iscritto in un paragrafo. Diventerà il brief da cui parte l’avatar e impedirà alla prima versione di voler mostrare tutto.

## Passo 1: condividi l’URL del prodotto

Incolla l’URL in una nuova sala demo. L’avatar esplora le pagine che riesce a raggiungere, ricostruisce la navigazione e prepara una prima scaletta delle funzionalità. Se il prodotto è protetto da login, usa un account demo con dati di esempio realistici. *Dashboard vuote, demo vuote.*

## Passo 2: costruisci il racconto

La scaletta generata è un punto di partenza, non uno script. Riordinala intorno ai risultati che hai annotato:

1. **Apri con il problema** che il potenziale cliente sente già («Le riunioni sulle previsioni si mangiano tutto il pomeriggio»).
2. **Mostra il momento del sollievo**: l’unica schermata in cui quel problema sparisce.
3. **Lascia il timone al visitatore.** Proponi due o tre percorsi (report, integrazioni, amministrazione) invece di un unico tour lineare.

Mantieni brevi i singoli passaggi. I visitatori fanno domande in qualsiasi momento e l’avatar risponde nel contesto, quindi non devi anticipare ogni obiezione nello script.

## Passo 3: stabilisci cosa rende qualificato un lead

Prima di pubblicare, definisci i segnali che devono arrivare al tuo team vendite. I più comuni sono:

- dimensioni dell’azienda o numero di utenti
- strumento attuale e motivo del cambio
- **budget e tempistiche**, quando il visitatore li menziona
- le funzionalità su cui si è soffermato di più

Diventeranno campi della scheda del lead, quindi scegli nomi che il tuo CRM usa già.

## Passo 4: collega i tuoi strumenti

Collega il CRM e l’app di chat in cui lavora il tuo team. Una buona impostazione di partenza è semplice: le conversazioni qualificate creano o aggiornano un contatto nel CRM e pubblicano un breve riepilogo nel canale vendite. Aggiungi un link di prenotazione, così chi è pronto può fissare un incontro direttamente dalla demo.

## Passo 5: pubblica e leggi le prime dieci conversazioni

Inserisci la demo nella pagina dei prezzi o nella landing page con l’intenzione d’acquisto più alta, non nella home page. Poi leggi dall’inizio alla fine le prime dieci trascrizioni. Ti insegneranno più di qualsiasi dashboard:

- In quale punto i visitatori **abbandonano**?
- A quali domande l’avatar risponde in modo *troppo generico*?
- Di quale funzionalità si chiede spesso, senza che la scaletta la citi mai?

Modifica la scaletta, aggiungi risposte brevi per le domande ricorrenti e ripubblica. Ogni revisione richiede pochi minuti, quindi fanne diverse nella prima settimana.

## Errori comuni

### Mostrare tutte le funzionalità

Una demo che copre tutto non convince nessuno. Tre risultati mostrati bene valgono più di dodici funzionalità mostrate di corsa.

### Nascondere la demo dietro un modulo

Se i visitatori devono compilare sei campi prima di vedere qualcosa, la maggior parte se ne andrà. Lasciali guardare prima: la conversazione raccoglie informazioni migliori di quanto farebbe il modulo.

### Dimenticare il follow-up

La demo è l’inizio della conversazione commerciale, non la fine. Assicurati che ogni visitatore qualificato riceva un **follow-up in giornata** che riprenda ciò che ha chiesto davvero.

## Il traguardo dopo la prima settimana

Alla fine della prima settimana dovresti avere una demo che risponde alle domande più frequenti, qualche conversazione qualificata nel CRM e un breve elenco di domande sul prodotto per la revisione successiva. La configurazione è tutta qui. Da lì in poi si tratta solo di rifinire.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Primi passi', 'Avatar IA', 'Configurazione'],
    'Crea una demo IA interattiva dall’URL del tuo prodotto in meno di dieci minuti: costruisci il racconto, definisci la qualificazione e collega il CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000051'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Dutch (nl): native versions of the 7 English posts that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'waarom-selfservicedemos-meer-bezoekers-omzetten',
    'self-serve-demos-convert-website-visitors',
    'nl',
    'Waarom selfservicedemo’s meer websitebezoekers omzetten in leads',
    'De meeste bezoekers zijn nieuwsgierig, maar nog niet klaar voor een salesgesprek. Een interactieve demo op de pagina, zonder formulier en zonder wachten, verandert de cijfers.',
    $md$Je website trekt duizenden bezoekers die nieuwsgierig zijn naar je product, maar nog niet met sales willen praten. Bij de meeste B2B-bedrijven is het enige wat ze aangeboden krijgen een knop ‘Plan een demo’, die uitkomt bij een agenda waarin het eerste vrije moment pas over drie dagen is. Veel van die bezoekers komen nooit terug. **Selfservicedemo’s** geven ze waarvoor ze kwamen, direct, en dat zie je terug in je conversiecijfers.

## De kloof tussen interesse en een afspraak

Kijk eens naar de route die een gemiddelde bezoeker nu aflegt:

1. Hij komt via een vergelijkingsartikel op je prijspagina terecht.
2. Hij wil het product zien, maar kan alleen een gesprek inplannen.
3. Hij vult een formulier in, wacht op de bevestigingsmail en kiest een moment in de week erna.
4. Tegen die tijd heeft hij al twee concurrenten bekeken bij wie hij meteen aan de slag kon.

Bij elke stap haken mensen af. Een demo die direct op de pagina start, zonder formulier en zonder wachten, schrapt drie van de vier stappen.

## Waarom interactief het wint van een opname

Een productvideo is beter dan niets, maar het is voor iedereen dezelfde video. Een AI-avatar voor demo’s *past zich aan de bezoeker aan*:

- Een marketingmanager ziet de campagnerapportages; een RevOps-manager ziet de koppeling met het CRM.
- Vragen worden meteen beantwoord, niet pas in een opvolgmail.
- De bezoeker kiest zelf de route en blijft daardoor langer betrokken.

Teams die interactieve demo’s inzetten op pagina’s met een hoge koopintentie, zien doorgaans zo’n **drie keer zoveel betrokkenheid** als met een opgenomen video op dezelfde pagina, omdat bezoekers iets doen in plaats van alleen te kijken.

## Waar plaats je de demo?

Niet elke pagina verdient een demo. Begin waar de koopintentie het hoogst is:

### Prijspagina

Bezoekers hier zijn al aan het vergelijken. Een demo naast de abonnementen beantwoordt de vraag achter elk bezoek aan een prijspagina: *‘Is het de investering waard?’*

### Vergelijkings- en alternatievenpagina’s

Wie ‘Jouw product vs. concurrent’ leest, wil bewijs. Laat het verschil zien in plaats van er een tabel over te laten lezen.

### Landingspagina’s van campagnes

Betaald verkeer is duur. Stuur je het naar een pagina die alleen om een afspraak vraagt, dan verspil je het grootste deel ervan; stuur je het naar een pagina met een demo, dan wordt de klik een ervaring.

## De impact meten

Houd het meten eenvoudig en eerlijk:

- **Conversie van bezoeker naar gekwalificeerde lead** op pagina’s met en zonder demo
- **Tijd tot de eerste afspraak** voor leads die via de demo binnenkwamen
- **Opgebouwde pipeline** per duizend bezoekers

Laat de demo een maand lang op de helft van je campagneverkeer draaien voordat je conclusies trekt. Seizoensinvloeden en de campagnemix bewegen deze cijfers meer dan je zou verwachten.

## En het salesteam dan?

Selfservice betekent niet dat sales buitenspel staat. De beste opzet draagt op het juiste moment over: vraagt een bezoeker naar contracten, een securityreview of staffelprijzen, dan stelt de avatar voor om met een mens verder te praten en geeft hij het volledige gesprek door. Verkopers krijgen minder, maar *betere* afspraken, en bezoekers die alleen even wilden rondkijken, kunnen dat zonder agenda-uitnodiging.

## Wat je hieruit meeneemt

Bezoekers hebben al besloten hoe ze software willen beoordelen: zelf, in hun eigen tempo. Daarop inspelen is geen trend, maar de basis. Begin met één pagina met hoge koopintentie, meet een maand lang en laat de cijfers voor zich spreken.
$md$,
    'Sofia Martins',
    '2026-06-30T16:00:00Z',
    '2026-06-30T16:00:00Z',
    'Marketing',
    array['Conversie', 'Website', 'Selfservice'],
    'Waarom interactieve selfservicedemo’s met AI meer B2B-bezoekers omzetten in leads dan een knop ‘Plan een demo’, en waar je ze op je site plaatst.',
    null,
    3,
    'manual-1782828000061'
  ),
  (
    'een-demoscript-schrijven-voor-je-ai-avatar',
    'writing-a-demo-script-for-ai-avatars',
    'nl',
    'Een demoscript schrijven dat je AI-avatar goed kan brengen',
    'Een opbouw in vier delen, een lijst met voorbereide antwoorden en een voorleestest: zo schrijf je in één middag een demoscript voor een AI-avatar.',
    $md$Een AI-avatar kan je product zelfstandig verkennen, maar de beste demo’s beginnen nog altijd met een goed script. Geen tekst voor een autocue die woord voor woord wordt voorgelezen, maar een heldere opbouw: wat laat je zien, in welke volgorde en wat moet elke bezoeker onthouden? In deze gids lees je hoe je er in één middag een schrijft.

## Begin bij de kijker, niet bij het product

Noteer eerst wie er kijkt, nog voordat je ook maar één functie opschrijft:

- **Rol:** bijvoorbeeld een salesmanager bij een softwarebedrijf met 50 medewerkers
- **Situatie:** het team laat opvolging liggen en pipelinereviews zijn natte-vingerwerk
- **Doel:** zien of jouw product dat oplost zonder langdurige implementatie

Alles in het script moet die persoon verder helpen. Helpt een onderdeel niet, schrap het dan, *hoe trots je ook bent op die functie*.

## De opbouw in vier delen

De meeste demo’s die werken, volgen dezelfde spanningsboog.

### 1. De haak (korter dan 30 seconden)

Benoem het probleem in de woorden van de kijker en beloof de oplossing te laten zien. ‘Zijn je verkopers op vrijdagmiddag uren kwijt aan het bijwerken van het CRM? Geef me twee minuten.’

### 2. Het aha-moment

Ga meteen naar dat ene scherm waarop het probleem verdwijnt. Begin niet met instellingen, onboarding of een rondleiding door het menu. Bezoekers beslissen in de eerste minuut of ze blijven kijken.

### 3. Keuzeroutes

Bied twee of drie routes aan en laat de bezoeker kiezen:

1. **Bekijk de rapportages**
2. **Bekijk de integraties**
3. **Bekijk hoe beheerders het inrichten**

Elke route is een kort onderdeel met een eigen miniverhaal. De avatar beantwoordt vragen binnen elke route, dus houd de onderdelen gefocust.

### 4. De afsluiting

Vat in één zin samen wat de bezoeker heeft gezien en bied een vervolgstap die past bij zijn intentie: een afspraak inplannen, een proefperiode starten of de demo delen met een collega.

## Schrijven voor een avatar

Er verandert een en ander als een stem je script brengt in plaats van een presentator van vlees en bloed.

- **Korte zinnen.** Gesproken taal heeft meer punten nodig dan geschreven taal.
- **Concrete cijfers.** ‘Scheelt zo’n vier uur per week’ werkt beter dan ‘scheelt veel tijd’.
- **Eenvoudige beschrijvingen.** Zeg ‘de grafiek rechts’, niet ‘de KPI-widget in paneel drie’.
- *Laat ruimte voor vragen.* Sluit onderdelen af met een uitnodiging: ‘Wil je zien hoe dit aansluit op je CRM?’

## Bereid antwoorden voor, geen monologen

Verzamel de tien vragen die je salesteam het vaakst hoort en schrijf bij elke vraag een antwoord van twee of drie zinnen. Prijzen, beveiliging, integraties en implementatietijd staan bijna altijd op die lijst. De avatar gebruikt deze antwoorden als bezoekers ernaar vragen, zodat zijn antwoorden aansluiten op wat je verkopers zouden zeggen.

## Test het hardop

Lees het script hardop voor en kijk daarna hoe de avatar het brengt. Je hoort meteen welke zinnen te lang zijn en welke overgangen te abrupt. Vraag een collega van buiten het productteam om de demo onvoorbereid te bekijken en je de drie dingen te noemen die zijn blijven hangen. Komen die overeen met je doelen, dan werkt het script.

## Houd het actueel

Scripts verouderen snel. Loop het jouwe **elke maand** door, samen met de demotranscripten: voeg antwoorden toe voor nieuwe vragen die vaker terugkomen, schrap onderdelen die mensen overslaan en werk de schermafbeeldingen bij na elke grote release. Een actuele demo blijft converteren; een demo met de interface van vorig jaar houdt daar ongemerkt mee op.
$md$,
    'Demoly Team',
    '2026-07-22T14:00:00Z',
    '2026-07-22T14:00:00Z',
    'Guides',
    array['Demoscript', 'AI-avatars', 'Storytelling'],
    'Praktische gids voor het schrijven van demoscripts voor AI-avatars: de opbouw in vier delen, schrijven voor spraak en je script actueel houden.',
    null,
    3,
    'manual-1784642400061'
  ),
  (
    'leads-kwalificeren-zonder-formulier',
    'lead-qualification-from-demo-conversations',
    'nl',
    'Leads kwalificeren zonder formulier: wat prospects een AI-demo vertellen',
    'Knelpunten, budget, tijdpad en koopintentie komen vanzelf ter sprake als prospects een product verkennen. Zo leg je ze vast en stuur je leads de juiste kant op.',
    $md$Leadformulieren vragen prospects zichzelf te beschrijven voordat ze ook maar iets hebben gezien. Geen wonder dat de antwoorden mager zijn: een zakelijk e-mailadres, een bedrijfsnaam en ‘even rondkijken’ in het opmerkingenveld. Een interactieve demo draait de volgorde om. Prospects verkennen eerst, stellen vragen in hun eigen woorden en *vertellen je onderweg bijna alles wat een kwalificatiegesprek boven water zou halen*.

## De signalen in een demogesprek

Als een bezoeker met een AI-avatar praat, zijn de vragen die hij stelt kwalificatiedata. In duizenden gesprekken komen steeds dezelfde categorieën terug.

### Knelpunten

‘We verliezen deals omdat de opvolging dagen duurt’ is een veel sterker signaal dan welk aangevinkt vakje ook. De avatar kan knelpunten labelen zodra ze ter sprake komen en ze bij de lead opslaan, in de woorden van de prospect zelf.

### Budget en tijdpad

Op een formulier noemt bijna niemand uit zichzelf een budget, maar in een gesprek laten prospects het vaak terloops vallen: *‘We moeten live zijn vóór onze kick-off in het derde kwartaal’* of ‘Ons huidige contract loopt in maart af.’ Beide worden vastgelegd als gestructureerde velden.

### Match met je ideale klantprofiel

Teamgrootte, branche, huidige tools en de rol van de vraagsteller zijn makkelijk uit een gesprek af te leiden. Een vraag over SSO en auditlogs zegt *enterprise*; een vraag over het gratis abonnement zegt iets anders.

### Koopintentie

Vragen naar prijsniveaus, contractvoorwaarden of de doorlooptijd van de onboarding zijn signalen van **hoge koopintentie**. Vragen wat het product doet, wijst op een vroeg stadium. Allebei nuttig, maar ze horen niet dezelfde route te volgen.

## Van signalen naar routeringsregels

Signalen tellen pas als ze veranderen wat er daarna gebeurt. Een eenvoudige set regels is genoeg om mee te beginnen:

1. **Heet:** past bij je ideale klantprofiel én noemt een budget of tijdpad. Maak de opportunity aan in het CRM, laat de accountowner het in de chat weten en bied in de demo zelf een link aan om een afspraak te plannen.
2. **Warm:** past bij je ideale klantprofiel, maar nog zonder tijdpad. Zet de lead in een korte nurturingreeks die verwijst naar de functies die hij heeft verkend.
3. **Oriënterend:** valt buiten je ideale klantprofiel of kijkt alleen rond. Stuur nuttige content en laat de prospect vanzelf terugkomen.

Houd de eerste versie klein. Een regel toevoegen als je een patroon ziet, is makkelijker dan twaalf regels debuggen die je op dag één hebt bedacht.

## Wat er verandert voor het salesteam

Verkopers openen hun gesprekken niet langer met verkennende vragen die de prospect al heeft beantwoord. Het eerste gesprek begint met de woorden van de prospect zelf: *‘Je gaf aan dat de opvolging blijft liggen omdat het team overbelast is; laten we daar eerst naar kijken.’*

Teams die zo werken, vertellen ons steeds hetzelfde:

- **Eerste gesprekken zijn korter** en gerichter.
- **Minder no-shows**, omdat de prospect de afspraak maakte nadat hij het product had gezien, niet ervoor.
- **Betere forecasts**, omdat budget en tijdpad zijn vastgelegd in plaats van geschat.

## Eerlijkheid en toestemming

Prospects moeten weten dat ze met een AI praten en wat er gebeurt met de informatie die ze delen. Zeg dat aan het begin van de demo, link naar je privacyverklaring en vraag nooit om gegevens die je niet nodig hebt. Kwalificeren werkt beter als prospects het gesprek vertrouwen.

## Zo begin je

Kies de drie signalen waar je verkopers in elk gesprek als eerste naar vragen. Leg ze vast als velden, koppel je CRM en neem de eerste twintig gekwalificeerde gesprekken samen met je team door. Je ziet al snel welke signalen een gewonnen deal voorspellen, en naar welke je voortaan helemaal niet meer hoeft te vragen.
$md$,
    'Maya Chen',
    '2026-08-12T14:00:00Z',
    '2026-08-12T14:00:00Z',
    'Sales',
    array['Leadkwalificatie', 'Salespipeline', 'CRM'],
    'Kwalificeer leads op basis van AI-demogesprekken: leg knelpunten, budget, tijdpad en intentie vast en routeer hete, warme en oriënterende leads automatisch.',
    '/blog/lead-qualification.jpg',
    3,
    'manual-1786456800061'
  ),
  (
    'speed-to-lead-automatisch-opvolgen-binnen-het-uur',
    'speed-to-lead-automated-follow-ups',
    'nl',
    'Speed to lead: leads automatisch opvolgen binnen het uur',
    'In het eerste uur na een demo is een prospect het alertst. Start de opvolging op basis van intentie, stuur de lead naar de juiste verkoper en verwijs naar het gesprek.',
    $md$Elke salesleider kent de regel: hoe sneller je opvolgt, hoe groter de kans dat je de deal binnenhaalt. En elke salesleider weet ook hoe zelden dat lukt. Leads komen binnen om 23.00 uur, in het weekend, midden in een kwartaalreview. Tegen de tijd dat iemand reageert, is de prospect alweer verder. **Automatische opvolging die door de demo zelf in gang wordt gezet** dicht dat gat, zonder dat verkopers de hele dag in hun inbox hoeven te zitten.

## Waarom het eerste uur telt

Een prospect die net tien minuten in je productdemo heeft doorgebracht, is op zijn alertst. Hij weet nog wat hij heeft gezien, heeft zijn vragen vers in het hoofd en heeft het tabblad van een concurrent nog niet geopend. Een reactie die de volgende middag binnenkomt, moet opboksen tegen al het andere op zijn agenda.

Teams die het eerste contact automatiseren, volgen doorgaans **twee keer zo snel** op als teams die leads handmatig verdelen. En de opvolging is beter, omdat die is gebaseerd op wat de prospect echt heeft gedaan.

## Wat een goede automatische opvolging bevat

Een algemeen ‘Bedankt voor je interesse!’-mailtje is geen opvolging. Een goede opvolging verwijst naar het gesprek:

- **Het probleem dat de prospect beschreef**, in zijn eigen woorden
- **De functies waar hij de meeste tijd aan besteedde**, met een link om zich verder te verdiepen
- **De vraag die de demo niet helemaal kon beantwoorden**, en wie in je team daarop terugkomt
- Een duidelijke vervolgstap: een link om een afspraak te plannen, een proefperiode of een korte handleiding

Omdat de demo dit allemaal heeft vastgelegd, kan de mail automatisch worden opgesteld en toch lezen alsof iemand hem schreef na goed te hebben geluisterd.

## De workflow opzetten

Een betrouwbare speed-to-leadworkflow bestaat uit vier onderdelen.

### 1. Start op intentie, niet bij elke sessie

Laat de workflow pas lopen als een sessie echte intentie laat zien: een vraag over prijzen, een tijdpad, het verzoek om iemand te spreken. Wie elke toevallige bezoeker opvolgt, leert mensen om je te negeren.

### 2. Stuur de lead naar de juiste eigenaar

Kies de verkoper op basis van regio, bedrijfsgrootte of wie het account al beheert. Is het bedrijf al klant, dan moet de accountmanager het weten *voordat* iemand een mail stuurt.

### 3. Meld het in de tool die verkopers al gebruiken

Plaats een korte samenvatting in het saleskanaal van je chattool: wie het is, wat hij vroeg, hoe warm de lead lijkt en een link naar het volledige transcript. Verkopers zouden niet nog een dashboard moeten hoeven openen om in actie te komen.

### 4. Verstuur het eerste contact automatisch

De prospect krijgt binnen een paar minuten een persoonlijke mail, met de naam en de agenda van de eigenaar. Vanaf het antwoord neemt de verkoper het over.

## Spelregels die het menselijk houden

Automatisering moet verkopers sneller maken, niet hun oordeel vervangen:

- **Beperk de reeks.** Eén automatische mail, daarna beslist een mens.
- **Laat verkopers de templates aanpassen** aan hun segment en hun eigen toon.
- **Pauzeer automatisch** zodra een prospect antwoordt of een afspraak boekt.
- *Creëer nooit kunstmatige urgentie.* Prospects prikken erdoorheen, en het kost je vertrouwen dat je later nog hard nodig hebt.

## Succes meten

Houd drie cijfers bij, voor en na het inschakelen van de workflow: de mediane tijd tot het eerste contact, het reactiepercentage op dat eerste contact en het aantal geboekte afspraken per gekwalificeerde demo. Daalt het eerste cijfer en stijgen de andere twee, dan ben je klaar. Zo niet, dan vertellen de transcripten je waarom.

## Kort samengevat

Snelheid telt, relevantie telt nog meer, en een demo geeft je allebei. Start op intentie, stuur de lead naar de juiste persoon, verwijs naar het gesprek en laat verkopers hun tijd besteden waar het ertoe doet: aan het antwoord.
$md$,
    'Maya Chen',
    '2026-09-23T14:00:00Z',
    '2026-09-23T14:00:00Z',
    'Sales',
    array['Opvolging', 'Automatisering', 'Speed to lead'],
    'Automatiseer je speed to lead: start de opvolging op intentie uit de demo, routeer naar de juiste verkoper en stuur binnen minuten een persoonlijke mail.',
    null,
    3,
    'manual-1790085600061'
  ),
  (
    'live-agent-of-demo-on-demand',
    'live-agent-vs-on-demand-demo',
    'nl',
    'Live-agent of demo on demand: wanneer kies je wat?',
    'Een demo on demand is er voor elke bezoeker; een live-agent navigeert door het echte product voor prospects met hoge koopintentie. Zo kies je, en zo combineer je ze.',
    $md$Interactieve AI-demo’s zijn er in twee smaken. Een **demo on demand** is vooraf opgebouwd: de avatar volgt een voorbereide structuur, speelt in op vragen en is dag en nacht beschikbaar voor elke bezoeker. Een **live-agent** schuift in realtime aan bij de sessie van de bezoeker, navigeert door het echte product, klikt door schermen en licht uit wat belangrijk is terwijl het gesprek zich ontvouwt. Allebei nuttig. De kunst is weten welke op welk moment past.

## Zo verschillen ze

- **Inrichting:** een demo on demand staat binnen enkele minuten klaar op basis van je product-URL; een live-agent ook, maar die heeft daarnaast toegang tot een demo-omgeving nodig.
- **Navigatie:** een demo on demand volgt voorbereide onderdelen en zijpaden; een live-agent klikt door het echte product, al naargelang het gesprek verloopt.
- **Het meest geschikt voor:** een demo on demand voor veel verkeer in een vroege fase; een live-agent voor bezoekers met hoge koopintentie en complexe producten.
- **Kosten per sessie:** een demo on demand is licht genoeg voor elke bezoeker; een livesessie is zwaarder, dus die bewaar je het best voor de juiste momenten.

*Geen van beide vervangt je salesteam.* Allebei zorgen ze ervoor dat de juiste prospects sneller, en met meer context, bij een mens terechtkomen.

## Wanneer een demo on demand de juiste keuze is

Kies voor een demo on demand als het volume hoog is en de vragen voorspelbaar zijn:

- **Pagina’s bovenin de funnel**, zoals de startpagina, blogartikelen en landingspagina’s van campagnes
- **Producten met één duidelijke kernworkflow** die er voor de meeste prospects hetzelfde uitziet
- **Een internationaal publiek** verspreid over tijdzones, waar consistentie belangrijker is dan diepgang

Een demo on demand is ook de makkelijkste manier om te beginnen. Je ontdekt wat bezoekers vragen, welke onderdelen ze overslaan en welke functies ze belangrijk vinden, en dat ontdek je snel.

## Wanneer een live-agent zich terugbetaalt

Een live-agent komt het best tot zijn recht als het product breed is of de vraag van de prospect heel specifiek:

### Complexe, configureerbare producten

Is het eerlijke antwoord op de meeste vragen ‘dat hangt van je inrichting af’? Dan is een live-agent die naar het juiste scherm navigeert en het antwoord *laat zien*, sterker dan elk voorbereid onderdeel.

### Momenten met hoge koopintentie

Bezoekers op de prijspagina, terugkerende bezoekers van doelaccounts en proefgebruikers die vastlopen, verdienen een rijkere ervaring. De agent kan **pitchen als een pro**, **klikken en navigeren** door het product en precies dat element **laten zien en uitlichten** waar de prospect naar vroeg.

### Technische evaluaties

Beheerders en engineers willen instellingen, rechten en integraties tot in detail zien. Hen door de echte interface leiden, wekt sneller vertrouwen dan slides.

## Beide combineren

De meeste teams gebruiken uiteindelijk allebei, met een eenvoudige routering ertussen:

1. Elke bezoeker kan een demo on demand starten.
2. Toont een bezoeker sterke intentie of vraagt hij iets wat buiten de voorbereide onderdelen valt, bied dan aan om verder te gaan met de live-agent.
3. Ziet de live-agent een koopsignaal, bied dan een gesprek met een mens aan en geef de volledige sessie door.

Zo bewaar je de zwaardere ervaring voor de bezoekers die er het meest aan hebben, en krijgt iedereen direct antwoord.

## Vragen om jezelf te stellen voordat je kiest

- Hoeveel **verschillende workflows** moet een gemiddelde prospect zien?
- Hoe vaak zeggen je verkopers in gesprekken ‘ik laat het je even zien in het product’?
- Welke pagina’s leveren het verkeer met de **hoogste koopintentie** op?
- Heb je een stabiele demo-omgeving met realistische data?

Schakelen je verkopers in gesprekken voortdurend over naar het echte product, dan verdient een live-agent zich waarschijnlijk snel terug. Volgen de meeste gesprekken hetzelfde script, begin dan met een demo on demand en voeg livesessies toe waar de data laten zien dat ze verschil maken.
$md$,
    'Daniel Okafor',
    '2026-10-14T14:00:00Z',
    '2026-10-14T14:00:00Z',
    'Product',
    array['Live-agent', 'Productdemo’s', 'Klantreis'],
    'Demo on demand of live-agent? Vergelijk inrichting, navigatie en toepassingen, en lees hoe je bezoekers tussen de twee routeert.',
    null,
    3,
    'manual-1791900000061'
  ),
  (
    'demoanalyse-functies-die-omzet-opleveren',
    'demo-analytics-features-that-drive-revenue',
    'nl',
    'Demoanalyse: ontdek welke functies echt omzet opleveren',
    'Koppel elke demosessie aan je pipeline en je ziet welke functies in gewonnen deals opduiken, welke vragen aan een afspraak voorafgaan en waar bezoekers afhaken.',
    $md$Productteams leren meestal uit anekdotes wat verkoopt: een verkoper vertelt dat de nieuwe rapportagemodule ‘altijd aanslaat’, in een win-lossinterview worden de integraties genoemd. Interactieve AI-demo’s vervangen anekdotes door data. Elke demosessie legt vast waar de bezoeker naar keek, wat hij vroeg en wat er daarna in de pipeline gebeurde. Leg je dat naast elkaar, dan kun je een vraag beantwoorden die normaal heel lastig is: **welke functies leveren omzet op?**

## Wat een demosessie vastlegt

Elke sessie levert een chronologisch verslag op dat je kunt analyseren zoals productgebruik:

- **Bekeken onderdelen** en hoelang de bezoeker bij elk onderdeel bleef
- **Gestelde vragen**, gegroepeerd per onderwerp (prijzen, beveiliging, integraties, een specifieke functie)
- **Gekozen routes** als de avatar een keuze aanbood
- **Uitkomst**: vertrokken, afspraak geboekt, proefperiode gestart of opportunity geworden

Omdat sessies in je CRM aan de lead zijn gekoppeld, kun je elke sessie volgen tot aan een gewonnen of verloren deal.

## Drie rapporten om als eerste te bouwen

### 1. Aandacht per functie tegenover winrate

Vergelijk voor elk functieonderdeel hoe vaak het werd bekeken in sessies die een gewonnen deal werden met hoe vaak het in alle sessies voorkwam. Een functie die in *40% van de gewonnen deals zit, maar in slechts 15% van alle demo’s*, krijgt te weinig podium: haal hem naar voren in je verhaal.

### 2. Vragen die aan een afspraak voorafgaan

Zet de vragen op een rij die bezoekers stelden in de twee minuten voordat ze een afspraak boekten. Dat zijn je **momenten van overtuiging**. Vaak brengen ze een mogelijkheid aan het licht die je in je marketingteksten nauwelijks noemt.

### 3. Afhaakmomenten

Zoek de onderdelen waarna de meeste bezoekers vertrekken. Veel afhakers zijn niet altijd slecht nieuws (sommige bezoekers hebben genoeg gezien om te beslissen), maar afhaken vlak na de uitleg over prijzen of een doorloop van de inrichting betekent meestal dat iets niet duidelijk is.

## De data lezen zonder jezelf voor de gek te houden

Demoanalyse is krachtig, en je leest er makkelijk te veel in. Met een paar gewoontes blijven je conclusies eerlijk:

- **Kijk eerst naar volume.** Een functie die in acht sessies is bekeken, zegt nog niets over winrates.
- **Splits je doelgroepen.** Bureaus, middelgrote bedrijven en grote ondernemingen vinden verschillende dingen belangrijk; één gemiddeld cijfer verbergt ze allemaal.
- **Vergelijk liever dan absolute cijfers te noemen.** ‘Rapportages worden in gewonnen deals twee keer zo vaak bekeken’ zegt meer dan ‘rapportages hebben een voltooiingspercentage van 62%’.
- *Een correlatie is een aanwijzing, geen oordeel.* Gebruik die om te bepalen wat je als volgende test.

## Terug naar de roadmap

De meeste waarde van demoanalyse ligt buiten sales. Productmanagers zien naar welke mogelijkheden prospects vragen *voordat* ze klant zijn, in hun eigen woorden. Dat is een sterke aanvulling op gebruiksdata, die alleen iets zeggen over mensen die al hebben gekocht.

Een eenvoudig maandelijks ritueel werkt goed:

1. Exporteer de twintig belangrijkste vragen die de avatar niet goed kon beantwoorden.
2. Label elke vraag als **gat in de documentatie**, **gat in de positionering** of **gat in het product**.
3. Dicht gaten in de documentatie nog dezelfde dag in de demo, leg gaten in de positionering bij marketing neer en zet gaten in het product op de agenda van het roadmapoverleg, met het aantal prospects dat erom vroeg.

## Waar je begint

Koppel demosessies aan de opportunity’s in je CRM, wacht op een paar dozijn afgesloten deals en bouw het eerste rapport. De eerste keer dat je ziet welke functie in bijna elke gewonnen deal voorkomt, wil je je startpagina herschrijven. En dat is precies de bedoeling.
$md$,
    'Daniel Okafor',
    '2026-10-30T14:00:00Z',
    '2026-10-30T14:00:00Z',
    'Product',
    array['Demoanalyse', 'Productstrategie', 'Omzet'],
    'Ontdek met demoanalyse welke functies omzet opleveren: aandacht per functie tegenover winrate, vragen vóór een afspraak en afhaakmomenten.',
    '/blog/demo-analytics.jpg',
    3,
    'manual-1793282400061'
  ),
  (
    'van-product-url-naar-ai-demo-in-tien-minuten',
    'ai-demo-setup-in-ten-minutes',
    'nl',
    'Van product-URL naar een werkende AI-demo in minder dan tien minuten',
    'Deel je product-URL, bouw het verhaal op, bepaal wanneer een lead gekwalificeerd is en koppel je tools: je eerste AI-demo, stap voor stap ingericht.',
    $md$De meeste teams gaan ervan uit dat een interactieve demo een project van een heel kwartaal is: een scriptworkshop, een opnamesessie, een correctieronde en een landingspagina waar niemand tijd voor heeft. Met een AI-avatar hoort de eerste versie *minder tijd te kosten dan je volgende interne overleg*. In deze gids lopen we stap voor stap de inrichting door die in de praktijk het best werkt.

## Voordat je begint

Je hebt drie dingen nodig, en een filmploeg hoort daar niet bij:

- **Een product-URL** die de avatar kan verkennen: je app, een sandboxaccount of een openbare producttour.
- **Eén duidelijke doelgroep.** Kies de prospect die je als eerste wilt bereiken, bijvoorbeeld een RevOps-lead die forecastingtools vergelijkt.
- **Twee of drie uitkomsten** die elke bezoeker aan het eind van de demo moet begrijpen.

Schrijf dit op in één alinea. Dat wordt de briefing waarmee de avatar aan de slag gaat, en het voorkomt dat de eerste versie alles tegelijk wil laten zien.

## Stap 1: deel de product-URL

Plak de URL in een nieuwe demoruimte. De avatar doorzoekt de pagina’s die hij kan bereiken, brengt de navigatie in kaart en maakt een eerste opzet van de functies. Zit je product achter een login, gebruik dan een demoaccount met realistische voorbeelddata. *Lege dashboards maken lege demo’s.*

## Stap 2: bouw het verhaal op

De gegenereerde opzet is een startpunt, geen script. Orden hem rond de uitkomsten die je hebt opgeschreven:

1. **Open met het probleem** dat je prospect al voelt (‘Het forecastoverleg kost ons elke keer een hele middag’).
2. **Laat het moment van opluchting zien**: dat ene scherm waarop het probleem verdwijnt.
3. **Laat de bezoeker sturen.** Bied twee of drie routes aan (rapportages, integraties, beheer) in plaats van één lineaire rondleiding.

Houd elk onderdeel kort. Bezoekers stellen op elk moment vragen en de avatar beantwoordt die in de context, dus je hoeft niet elk bezwaar vooraf in het script te ondervangen.

## Stap 3: bepaal wanneer een lead gekwalificeerd is

Leg voordat je publiceert vast welke signalen bij je salesteam moeten belanden. Veelgebruikte signalen zijn:

- bedrijfsgrootte of aantal gebruikers
- huidige tool en de reden om over te stappen
- **budget en tijdpad**, als de bezoeker die noemt
- de functies waar de bezoeker de meeste tijd aan besteedde

Deze signalen worden velden in het leadrecord, dus kies namen die je CRM al gebruikt.

## Stap 4: koppel je tools

Koppel je CRM en de chatapp die je team de hele dag gebruikt. Een goed uitgangspunt is simpel: gekwalificeerde gesprekken maken een contact aan in het CRM of werken het bij, en plaatsen een korte samenvatting in het saleskanaal. Voeg een link toe om een afspraak te plannen, zodat prospects die er klaar voor zijn direct vanuit de demo kunnen boeken.

## Stap 5: publiceer en lees de eerste tien gesprekken

Plaats de demo op je prijspagina of op je landingspagina met de hoogste koopintentie, niet op de startpagina. Lees daarna de eerste tien transcripten van begin tot eind. Je leert er meer van dan van welk dashboard ook:

- Op welk punt **haken bezoekers af**?
- Welke vragen beantwoordt de avatar *te algemeen*?
- Naar welke functie vragen mensen terwijl de opzet die nergens noemt?

Pas de opzet aan, voeg korte antwoorden toe voor vragen die vaker terugkomen en publiceer opnieuw. Elke aanpassing kost een paar minuten, dus doe er in de eerste week meerdere.

## Veelgemaakte fouten

### Elke functie laten zien

Een demo die alles behandelt, overtuigt niemand. Drie uitkomsten die goed in beeld komen, winnen het van twaalf functies in sneltreinvaart.

### De demo achter een formulier verstoppen

Moeten bezoekers zes velden invullen voordat ze iets te zien krijgen, dan haakt het merendeel af. Laat ze eerst kijken; het gesprek zelf levert betere informatie op dan het formulier ooit zou doen.

### De opvolging vergeten

De demo is het begin van het salesgesprek, niet het einde. Zorg dat elke gekwalificeerde bezoeker **nog dezelfde dag wordt opgevolgd**, met een bericht dat ingaat op wat hij echt heeft gevraagd.

## Zo ziet het eruit na week één

Aan het eind van de eerste week heb je een demo die je meest gestelde vragen beantwoordt, een handvol gekwalificeerde gesprekken in je CRM en een korte lijst met productvragen voor de volgende ronde. Dat is de hele inrichting. Alles daarna is fijnslijpen.
$md$,
    'Demoly Team',
    '2026-11-13T14:00:00Z',
    '2026-11-13T14:00:00Z',
    'Guides',
    array['Aan de slag', 'AI-avatars', 'Inrichting'],
    'Richt in minder dan tien minuten een interactieve AI-demo in vanaf je product-URL: bouw het verhaal op, bepaal je kwalificatie en koppel je CRM.',
    '/blog/ai-demo-pipeline.jpg',
    4,
    'manual-1794492000061'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Japanese (ja): native versions of the 7 English originals that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'ja-self-serve-demos-convert-website-visitors',
    'self-serve-demos-convert-website-visitors',
    'ja',
    'セルフサーブ型デモがWebサイト訪問者のコンバージョンを高める理由',
    '訪問者の多くは製品に興味があっても、まだ営業と話す段階ではありません。フォームも待ち時間もなく、その場で操作できるデモを用意するだけで数字は変わります。',
    $md$Webサイトには、製品に興味はあってもまだ営業と話すつもりはない訪問者が何千人も訪れます。ところが多くのBtoB企業が用意しているのは「デモを予約」ボタンだけで、その先にあるのは3日後の日程を選ぶカレンダーです。そのまま戻ってこない人も少なくありません。**セルフサーブ型のデモ**なら、訪問者が求めているものをその場で届けられます。そして、それがコンバージョンの数字を変えます。

## 関心と商談のあいだにあるギャップ

典型的な訪問者がたどる道のりを考えてみましょう。

1. 比較記事から料金ページにたどり着く。
2. 製品を見てみたいが、選べるのは商談の予約だけ。
3. フォームに入力し、確認メールを待って、翌週の枠を選ぶ。
4. 翌週までに、すぐ試せる競合製品を2つ見てしまう。

どのステップでも人は離脱していきます。フォームも待ち時間もなくページ上で始められるデモなら、4つのステップのうち3つをなくせます。

## 録画よりインタラクティブが強い理由

製品動画はないよりはましですが、誰が見ても同じ内容です。AIデモアバターは*訪問者に合わせて内容を変えます*。

- マーケティング責任者にはキャンペーンのレポートを、RevOpsマネージャーにはCRM連携を見せます。
- 質問には後日のフォローアップメールではなく、その場で答えます。
- 進むルートを訪問者自身が選ぶので、関心が長く続きます。

購買意欲の高いページでインタラクティブなデモを運用しているチームでは、同じページに録画動画を置いた場合と比べて、エンゲージメントが**約3倍**になるのが一般的です。訪問者がただ見ているのではなく、自分で操作しているからです。

## デモをどこに置くか

すべてのページにデモが必要なわけではありません。購買意欲が最も高いページから始めましょう。

### 料金ページ

ここに来る訪問者は、すでに比較検討を始めています。プランの横にデモがあれば、料金ページを訪れる人が必ず抱く疑問、*「本当にこの価格に見合うのか？」*に答えられます。

### 比較ページ・代替製品ページ

「自社製品 vs. 競合製品」を読んでいる人は、裏付けを求めています。比較表を読ませるのではなく、違いを実際に見てもらいましょう。

### キャンペーンのランディングページ

広告からの流入にはコストがかかります。商談の予約だけを求めるページに送れば、その大半は無駄になります。デモのあるページに送れば、クリックがそのまま体験に変わります。

## 効果を測定する

測定はシンプルに、そして正直に行いましょう。

- デモがあるページとないページでの、**訪問者から確度の高いリードへの転換率**
- デモ経由のリードが**最初の商談に至るまでの期間**
- 訪問者1,000人あたりの**創出パイプライン**

結論を出す前に、キャンペーン流入の半分にデモを1か月間表示してみてください。季節要因やキャンペーンの構成は、想像以上にこれらの数字を動かします。

## 営業チームはどうなるのか

セルフサーブは、営業が要らなくなるという意味ではありません。うまくいっている運用では、適切なタイミングで人に引き継ぎます。契約条件やセキュリティ審査、ボリュームディスカウントについて質問が出たら、アバターが担当者との商談を提案し、それまでの会話をすべて引き継ぎます。営業担当者の商談は数こそ減りますが*質が上がり*、ちょっと見てみたかっただけの訪問者はカレンダーの招待なしに目的を果たせます。

## まとめ

訪問者はすでに、ソフトウェアをどう評価するかを自分で決めています。自分のペースで、自分の都合のよいときに。そこに合わせるのは一時的なトレンドではなく、もはや最低条件です。まずは購買意欲の高いページを1つ選び、1か月測定して、数字に判断を委ねましょう。
$md$,
    'Sofia Martins',
    '2026-07-01T15:00:00Z',
    '2026-07-01T15:00:00Z',
    'Marketing',
    array['コンバージョン', 'Webサイト', 'セルフサーブ'],
    '「デモを予約」ボタンよりも、セルフサーブ型のインタラクティブなAIデモのほうがBtoBサイトの訪問者を商談につなげやすい理由と、最適な設置場所を解説します。',
    null,
    4,
    'manual-1782828000071'
  ),
  (
    'ja-writing-a-demo-script-for-ai-avatars',
    'writing-a-demo-script-for-ai-avatars',
    'ja',
    'AIアバターが伝えやすいデモシナリオの書き方',
    '4部構成、想定問答の準備、そして音読でのチェック。AIアバター向けのデモシナリオを半日で書き上げる方法を紹介します。',
    $md$AIデモアバターは製品を自ら探索して案内できますが、優れたデモはやはり良いシナリオから生まれます。一字一句を読み上げる台本ではなく、何をどの順番で見せ、訪問者に何を持ち帰ってもらうかという明確な構成のことです。このガイドでは、それを半日で書き上げる方法を紹介します。

## 製品ではなく、聞き手から考える

機能を1つでも書き出す前に、誰が見るのかを書き留めましょう。

- **役割：**たとえば、従業員50人のソフトウェア企業の営業マネージャー
- **状況：**チームのフォローアップ漏れが多く、パイプラインのレビューが当て推量になっている
- **目的：**大がかりな導入をせずに、この製品でそれを解決できるか確かめたい

シナリオのすべては、この人のためにあります。役に立たないパートは、*どれほど自信のある機能でも*削りましょう。

## 4部構成

効果の高いデモの多くは、同じ流れをたどります。

### 1. つかみ（30秒以内）

聞き手の言葉で課題を言い当て、その解決策を見せると約束します。「営業担当者が毎週金曜の午後をCRMの更新に費やしているなら、2分だけお時間をください。」

### 2. 「なるほど」の瞬間

課題が消える画面へ、まっすぐ進みます。設定やオンボーディング、メニューの案内から始めてはいけません。訪問者は最初の1分で、見続けるかどうかを決めます。

### 3. 分岐

2つか3つのルートを用意し、訪問者に選んでもらいます。

1. **レポートを見る**
2. **連携機能を見る**
3. **管理者による設定方法を見る**

それぞれのルートは、小さなストーリーを持つ短いパートです。ルート内の質問にはアバターが答えるので、各パートの焦点は絞っておきましょう。

### 4. クロージング

見た内容を一文でまとめ、訪問者の意向に合った次のステップを提案します。商談の予約、トライアルの開始、同僚へのデモの共有などです。

## アバターが話すことを前提に書く

人間のプレゼンターではなく音声がシナリオを伝える場合、いくつかの点が変わります。

- **文は短く。**話し言葉は、書き言葉よりもこまめに文を区切る必要があります。
- **数字は具体的に。**「大幅な時間短縮」より「週に約4時間の短縮」です。
- **説明は平易に。**「パネル3のKPIウィジェット」ではなく「右側のグラフ」と言いましょう。
- *質問の余地を残す。*「CRMとの連携方法もご覧になりますか？」のような問いかけで、パートを締めくくります。

## 独白ではなく、回答を用意する

営業チームがよく受ける質問を10個集め、それぞれに2〜3文の回答を書きます。料金、セキュリティ、連携、導入期間は、ほぼ必ずリストに入ります。訪問者に質問されるとアバターはこの回答を使うので、営業担当者の説明と食い違うことがありません。

## 声に出して確かめる

シナリオを音読し、次にアバターが話す様子を見てみましょう。長すぎる文や唐突なつなぎがすぐにわかります。プロダクトチーム以外の同僚に予備知識なしで見てもらい、印象に残ったことを3つ挙げてもらいます。それが狙いと一致していれば、シナリオは機能しています。

## 常に最新の状態に保つ

シナリオはすぐに古くなります。**毎月**デモの会話ログと合わせて見直し、新たによく出るようになった質問への回答を追加し、飛ばされがちなパートを削り、大きなリリースのたびにスクリーンショットを更新しましょう。最新の状態を保っているデモは成果を出し続けます。昨年の画面のままのデモは、いつの間にか成果を出さなくなります。
$md$,
    'Demoly Team',
    '2026-07-22T15:00:00Z',
    '2026-07-22T15:00:00Z',
    'Guides',
    array['デモシナリオ', 'AIアバター', 'ストーリーテリング'],
    'AIアバター向けデモシナリオの実践ガイド。効果的な4部構成、音声で伝えることを前提にした書き方、シナリオを最新に保つコツを解説します。',
    null,
    4,
    'manual-1784642400071'
  ),
  (
    'ja-lead-qualification-from-demo-conversations',
    'lead-qualification-from-demo-conversations',
    'ja',
    'フォームに頼らないリードの見極め：顧客がAIデモで語ること',
    '課題、予算、導入時期、購買意欲は、顧客が製品を試すなかで自然に語られます。それを記録し、リードを適切に振り分ける方法を紹介します。',
    $md$リード獲得フォームは、顧客がまだ何も見ていない段階で自己紹介を求めます。当然、得られる情報はわずかです。会社のメールアドレスと社名、そしてコメント欄の「情報収集中」。インタラクティブなデモは、この順番を逆にします。顧客はまず製品を試し、自分の言葉で質問し、その過程で*ヒアリングで聞き出せることのほとんどを自ら語ってくれます*。

## デモの会話に隠れたシグナル

訪問者がAIデモアバターと話すとき、その質問はそのまま見極めのためのデータになります。何千件もの会話を見ていくと、同じカテゴリーが何度も現れます。

### 課題

「フォローアップに何日もかかって、商談を落としている」という一言は、どんなチェックボックスよりも強いシグナルです。アバターは話に出た課題をその場でタグ付けし、顧客自身の言葉のままリード情報に保存できます。

### 予算と導入時期

フォームで予算を自ら書く顧客はまずいませんが、会話の流れで触れることはよくあります。*「第3四半期のキックオフまでに稼働させたい」*や「今の契約は3月に更新です」といった発言です。どちらも構造化された項目として記録されます。

### 理想の顧客像（ICP）との適合度

チームの規模、業種、現在使っているツール、質問者の役職は、会話から容易に推測できます。SSOや監査ログについて質問されれば*エンタープライズ*、無料プランについて質問されれば、また別の顧客像が見えてきます。

### 購買意欲

料金プラン、契約条件、オンボーディングの期間についての質問は、**購買意欲が高い**ことを示すシグナルです。製品で何ができるのかという質問は、検討の初期段階を示します。どちらも有用ですが、同じように振り分けるべきではありません。

## シグナルを振り分けルールに変える

シグナルは、次のアクションを変えてこそ意味があります。最初はシンプルなルールで十分です。

1. **ホット：**ICPに合致し、予算か導入時期への言及がある。CRMに商談を作成し、チャットでアカウント担当者に通知して、デモの中で商談予約のリンクを提示します。
2. **ウォーム：**ICPに合致するが、導入時期はまだ見えていない。試した機能に触れた短いナーチャリングメールを送ります。
3. **アーリー：**ICP外、または情報収集の段階。役立つコンテンツを送り、自発的に戻ってくるのを待ちます。

最初のルールは小さく始めましょう。パターンが見えてからルールを追加するほうが、初日に書いた12個のルールを後から直すよりずっと簡単です。

## 営業チームにとって何が変わるか

営業担当者は、顧客がすでに答えたヒアリング項目から商談を始める必要がなくなります。最初の商談は、顧客自身の言葉から始められます。*「チームの手が回らず、フォローアップが遅れがちだとおっしゃっていましたね。まずはそこから見ていきましょう。」*

このやり方を取り入れたチームからは、同じ声が聞かれます。

- **初回の商談が短く**、焦点が絞られる。
- 顧客が製品を見たうえで予約しているので、**無断キャンセルが減る**。
- 予算と導入時期が推測ではなく記録に基づくので、**売上予測の精度が上がる**。

## 透明性と同意について

顧客には、AIと話していること、そして共有した情報がどう扱われるかを知らせるべきです。デモの冒頭でそれを伝え、プライバシーポリシーへのリンクを示し、不要なデータは決して求めないでください。顧客が会話を信頼できるほど、見極めはうまくいきます。

## はじめの一歩

営業担当者がどの商談でも最初に確認するシグナルを3つ選びましょう。それを項目として定義し、CRMを連携して、最初の20件の確度の高い会話をチームで振り返ります。どのシグナルが受注を予測し、どのシグナルはもう聞かなくてよいのかが、すぐに見えてきます。
$md$,
    'Maya Chen',
    '2026-08-12T15:00:00Z',
    '2026-08-12T15:00:00Z',
    'Sales',
    array['リードの見極め', '営業パイプライン', 'CRM'],
    'AIデモの会話からリードを見極める方法。課題・予算・導入時期・購買意欲を記録し、ホット・ウォーム・アーリーのリードを自動で振り分けます。',
    '/blog/lead-qualification.jpg',
    4,
    'manual-1786456800071'
  ),
  (
    'ja-speed-to-lead-automated-follow-ups',
    'speed-to-lead-automated-follow-ups',
    'ja',
    'リード対応は初動が勝負：1時間以内のフォローアップを自動化する',
    'デモ直後の1時間は、顧客の関心が最も高まっている時間です。購買意欲をきっかけにフォローアップを始め、適切な担当者に振り分け、会話の内容に触れて連絡しましょう。',
    $md$営業責任者なら誰もが知っている原則があります。フォローアップが早いほど、受注の可能性は高まる。そして、それがいかに実践されていないかも知っています。リードは夜11時にも、週末にも、四半期レビューの最中にもやってきます。誰かが返信する頃には、顧客はもう次に進んでいます。**デモそのものをきっかけに送られる自動フォローアップ**なら、営業担当者が受信トレイに張り付いていなくても、このギャップを埋められます。

## なぜ最初の1時間が重要なのか

製品デモに10分を費やしたばかりの顧客は、関心が最も高い状態にあります。見た内容を覚えていて、質問もまだ頭に残っていて、競合製品のタブもまだ開いていません。翌日の午後に届く返信は、その日のほかのあらゆる用事と顧客の注意を奪い合うことになります。

最初の連絡を自動化したチームは、手作業で振り分けているチームと比べて**2倍の速さ**でフォローアップするのが一般的です。しかも内容の質も上がります。顧客が実際に行ったことに基づいているからです。

## 優れた自動フォローアップに含めるもの

ありきたりの「お問い合わせありがとうございます！」メールは、フォローアップとは言えません。役に立つメールは、会話の内容に触れています。

- 顧客自身の言葉で語られた**課題**
- **時間をかけて見ていた機能**と、さらに詳しく知るためのリンク
- **デモで答えきれなかった質問**と、それに答えるチームの担当者
- 明確な次のステップ：商談予約のリンク、トライアル、短い資料など

これらはすべてデモが記録しているので、メールは自動で作成しながらも、話をしっかり聞いた人が書いたような内容にできます。

## ワークフローを組み立てる

確実に機能する初動対応のワークフローは、4つの要素で構成されます。

### 1. すべてのセッションではなく、購買意欲で起動する

料金についての質問、導入時期への言及、担当者と話したいという要望など、本当の購買意欲が見えたセッションでワークフローを起動します。ちょっと見に来ただけの訪問者にまでフォローアップを送ると、無視するのが習慣になってしまいます。

### 2. 適切な担当者に振り分ける

担当エリア、企業規模、既存のアカウント担当をもとに営業担当者を決めます。すでに取引のある企業なら、誰かがメールを送る*前に*アカウントマネージャーに知らせるべきです。

### 3. 営業担当者がいつも使っているツールで通知する

営業チームのチャットチャンネルに、短い要約を投稿します。誰が、何を質問し、どのくらい有望か、そして会話ログ全文へのリンク。動くために別のダッシュボードを開かせてはいけません。

### 4. 最初の連絡を自動で送る

顧客には数分以内に、担当者の名前と日程調整カレンダーが入った、一人ひとりに合わせたメールが届きます。返信があった時点から、営業担当者が引き継ぎます。

## 人の判断を残すためのガードレール

自動化は営業担当者の動きを速くするためのもので、判断を置き換えるものではありません。

- **シーケンスに上限を設ける。**自動メールは1通まで。その後は人が判断します。
- **テンプレートは営業担当者が編集できるようにする。**担当セグメントや自分の語り口に合わせられます。
- 顧客が返信したり商談を予約したりしたら、**自動で停止する。**
- *緊急性を装わない。*顧客はすぐに気づきます。そして、後で必要になる信頼を失います。

## 成果を測定する

ワークフローを稼働させる前と後で、3つの数字を追いましょう。最初の連絡までの時間の中央値、最初の連絡への返信率、確度の高いデモ1件あたりの商談獲得数です。1つ目が下がり、残りの2つが上がれば完成です。そうでなければ、会話ログが理由を教えてくれます。

## まとめ

スピードは大切です。的を射た内容はもっと大切です。そしてデモは、その両方をもたらします。購買意欲をきっかけに起動し、適切な担当者に振り分け、会話の内容に触れる。そうすれば営業担当者は、本当に時間をかけるべきこと、つまり返信への対応に集中できます。
$md$,
    'Maya Chen',
    '2026-09-23T15:00:00Z',
    '2026-09-23T15:00:00Z',
    'Sales',
    array['フォローアップ', '自動化', '初動対応'],
    'リードへの初動対応を自動化する方法。デモで見えた購買意欲をきっかけにフォローアップを開始し、適切な営業担当者に振り分け、数分以内に最初の連絡を届けます。',
    null,
    4,
    'manual-1790085600071'
  ),
  (
    'ja-live-agent-vs-on-demand-demo',
    'live-agent-vs-on-demand-demo',
    'ja',
    'ライブエージェントとオンデマンドデモ、どう使い分けるか',
    'オンデマンドデモはすべての訪問者に対応でき、ライブエージェントは購買意欲の高い顧客に向けて実際の製品を操作します。選び方と組み合わせ方を解説します。',
    $md$インタラクティブなAIデモには、2つのタイプがあります。**オンデマンドデモ**は事前に作成しておくもので、アバターが用意された構成に沿って進め、質問に応じて内容を変え、すべての訪問者に24時間いつでも提供できます。**ライブエージェント**は訪問者のセッションにリアルタイムで参加し、実際の製品を操作して画面をクリックしながら、会話の流れに合わせて重要なポイントを示します。どちらも有用です。大切なのは、その場面にどちらが合うかを見極めることです。

## 2つの違い

- **セットアップ：**オンデマンドデモは製品URLから数分で作成できます。ライブエージェントも数分ですが、デモ環境へのアクセスが別途必要です。
- **操作：**オンデマンドは用意されたパートと分岐に沿って進みます。ライブエージェントは会話に合わせて、実際の製品をクリックしながら進みます。
- **向いている用途：**オンデマンドは数が多く検討初期の流入に、ライブエージェントは購買意欲の高い訪問者や複雑な製品に向いています。
- **セッションあたりのコスト：**オンデマンドは軽く、すべての訪問者に提供できます。ライブセッションは負荷が大きいため、適切な場面に絞るのが得策です。

*どちらも営業チームの代わりにはなりません。*どちらも目指すのは、ふさわしい顧客を、より多くの情報とともに、より早く人の担当者につなぐことです。

## オンデマンドデモが適している場面

流入が多く、質問が予測しやすい場合は、オンデマンド形式を選びましょう。

- トップページ、ブログ記事、キャンペーンのランディングページなど、**ファネル上部のページ**
- ほとんどの顧客にとって同じように見える、**中心となるワークフローが明確な製品**
- 深さより一貫性が求められる、**複数のタイムゾーンにまたがるグローバルな顧客層**

オンデマンドデモは、最も始めやすい形式でもあります。訪問者が何を質問し、どのパートを飛ばし、どの機能に関心を持つのかがわかります。しかも短期間でわかります。

## ライブエージェントが真価を発揮する場面

製品の機能が幅広い場合や、顧客の質問が具体的な場合に、ライブエージェントは力を発揮します。

### 複雑で、設定の自由度が高い製品

ほとんどの質問に対する正直な答えが「設定次第です」なら、該当する画面に移動して答えを*見せられる*ライブエージェントのほうが、事前に用意したどのパートよりも説得力があります。

### 購買意欲が高まっているタイミング

料金ページの訪問者、ターゲットアカウントからの再訪問者、途中でつまずいたトライアルユーザーには、より充実した体験を提供する価値があります。エージェントは**プロのようにプレゼン**し、製品を**クリックして操作**し、顧客が尋ねた要素そのものを**示して強調**できます。

### 技術的な評価

管理者やエンジニアは、設定、権限、連携を詳しく確認したいと考えています。実際の画面で案内するほうが、スライドよりも早く信頼を得られます。

## 2つを組み合わせる

多くのチームは最終的に両方を使い、シンプルなルールで振り分けています。

1. すべての訪問者が、オンデマンドデモを始められるようにする。
2. 訪問者が強い購買意欲を見せたり、用意したパートにない質問をしたりしたら、ライブエージェントでの続行を提案する。
3. ライブエージェントが購買シグナルを捉えたら、担当者との商談を提案し、セッションの内容をすべて引き継ぐ。

こうすれば、負荷の大きい体験は最も効果の出る訪問者に絞り、それ以外の訪問者にはすぐに答えを届けられます。

## 選ぶ前に確認したいこと

- 一般的な顧客が見る必要のある**ワークフローはいくつあるか**
- 営業担当者は商談で「実際の画面でお見せしますね」とどのくらいの頻度で言っているか
- **購買意欲が最も高い**流入を集めているのはどのページか
- リアルなデータが入った、安定したデモ環境があるか

営業担当者が商談のたびに実際の製品画面に切り替えているなら、ライブエージェントはすぐに元が取れるでしょう。ほとんどの商談が同じ流れで進むなら、まずはオンデマンドから始め、データが必要性を示した場面にライブセッションを加えていきましょう。
$md$,
    'Daniel Okafor',
    '2026-10-14T15:00:00Z',
    '2026-10-14T15:00:00Z',
    'Product',
    array['ライブエージェント', '製品デモ', '購買プロセス'],
    'オンデマンドのAIデモとライブエージェントを比較。セットアップ、操作方法、向いている用途の違いと、訪問者を両者に振り分ける方法を解説します。',
    null,
    4,
    'manual-1791900000071'
  ),
  (
    'ja-demo-analytics-features-that-drive-revenue',
    'demo-analytics-features-that-drive-revenue',
    'ja',
    'デモ分析で、本当に売上につながる機能を見つける',
    'デモセッションをパイプラインと紐づければ、受注案件でどの機能が見られているか、商談予約の直前にどんな質問が出るか、訪問者がどこで離脱するかがわかります。',
    $md$プロダクトチームは、何が売れるのかを逸話から学ぶことがほとんどです。営業担当者が「新しいレポート機能はいつも刺さる」と言い、受注・失注の振り返りインタビューで連携機能の話が出る、といった具合です。インタラクティブなAIデモは、逸話をデータに置き換えます。デモセッションには、訪問者が何を見て、何を質問し、その後パイプラインで何が起きたかがすべて記録されます。これらを組み合わせれば、普段はなかなか答えの出ない問いに答えられます。**どの機能が売上を生んでいるのか？**

## デモセッションで記録されること

各セッションからは、製品の利用データと同じように分析できるタイムラインが得られます。

- **閲覧したパート**と、それぞれの滞在時間
- トピック（料金、セキュリティ、連携、特定の機能）別に分類された**質問**
- アバターが選択肢を示したときに**選んだルート**
- **結果**：離脱、商談予約、トライアル開始、商談化

セッションはCRM上のリードに紐づいているので、一つひとつを受注まで、あるいは失注まで追いかけられます。

## 最初に作りたい3つのレポート

### 1. 機能への注目度と受注率

機能ごとのパートについて、受注に至ったセッションで閲覧された割合と、全セッションで閲覧された割合を比べます。*受注案件の40%に登場するのに、デモ全体では15%にしか登場しない*機能は、露出が足りていません。ストーリーの早い段階に移しましょう。

### 2. 商談予約の直前に出る質問

訪問者が商談を予約する前の2分間に出た質問を一覧にします。これが**確信に変わる瞬間**です。マーケティングの文章ではほとんど触れていない機能が見つかることも少なくありません。

### 3. 離脱ポイント

その直後に多くの訪問者が離脱しているパートを探します。離脱が多いことが常に悪いとは限りません（判断に十分な情報を得た訪問者もいます）。しかし、料金の説明やセットアップの解説の直後に離脱が多いなら、たいてい何かがわかりにくいというサインです。

## データに振り回されずに読み解く

デモ分析は強力ですが、読み込みすぎてしまいがちです。次の習慣を持つと、結論を誤りにくくなります。

- **まず件数を見る。**8セッションでしか閲覧されていない機能からは、受注率についてまだ何も言えません。
- **顧客層を分ける。**エージェンシー、中堅企業、大企業では関心がまったく違います。ひとまとめにした数字では、そのどれもが見えなくなります。
- **絶対値より比較を重視する。**「レポートの完了率は62%」より「受注案件ではレポートが2倍多く閲覧されている」のほうが役に立ちます。
- *相関は手がかりであって、結論ではない。*次に何を検証するかを決めるために使いましょう。

## ロードマップに生かす

デモ分析が最も価値を発揮するのは、実は営業以外の場面です。プロダクトマネージャーは、まだ顧客になる*前の*人たちが、どの機能について、どんな言葉で質問しているかを知ることができます。すでに購入した人しか対象にならない利用データを補う、強力な情報源です。

毎月、次のシンプルな手順を回すのがおすすめです。

1. アバターがうまく答えられなかった質問の上位20件を書き出す。
2. それぞれに**ドキュメントの不足**、**ポジショニングの不足**、**製品機能の不足**のいずれかのタグを付ける。
3. ドキュメントの不足はその日のうちにデモで補い、ポジショニングの不足はマーケティングに渡し、製品機能の不足はその要望を挙げた顧客の数とともにロードマップの議論に加える。

## まずはここから

デモセッションをCRMの商談と連携し、数十件の商談がクローズするのを待って、最初のレポートを作りましょう。ほぼすべての受注案件に登場する機能を初めて目にしたとき、トップページを書き直したくなるはずです。そして、それこそがこの取り組みの狙いです。
$md$,
    'Daniel Okafor',
    '2026-10-30T15:00:00Z',
    '2026-10-30T15:00:00Z',
    'Product',
    array['デモ分析', 'プロダクト戦略', '売上'],
    'デモ分析で売上につながる機能を見つける方法。機能への注目度と受注率、商談予約前の質問、離脱ポイントという3つのレポートを解説します。',
    '/blog/demo-analytics.jpg',
    4,
    'manual-1793282400071'
  ),
  (
    'ja-ai-demo-setup-in-ten-minutes',
    'ai-demo-setup-in-ten-minutes',
    'ja',
    '製品URLから10分以内でAIデモを公開する方法',
    '製品URLを共有し、ストーリーを整え、「確度の高いリード」の条件を決めて、ツールを連携する。初めてのAIデモを公開するまでの手順を順を追って紹介します。',
    $md$インタラクティブなデモと聞くと、多くのチームは四半期がかりのプロジェクトを想像します。シナリオのワークショップ、収録、修正の往復、そして誰も作る時間のないランディングページ。AIデモアバターなら、最初のバージョンは*次の社内会議よりも短い時間*で作れるはずです。このガイドでは、私たちが見てきたなかで最もうまくいくセットアップの手順を、ステップごとに紹介します。

## 始める前に

必要なものは3つだけ。撮影クルーは要りません。

- アバターが探索できる**製品URL**：アプリ本体、サンドボックスのアカウント、公開中の製品ツアーなど。
- **明確なターゲットを1つ。**最初に届けたい顧客像を選びます。たとえば、売上予測ツールを比較検討しているRevOps責任者です。
- デモの最後までにすべての訪問者に理解してほしい**成果を2つか3つ**。

これらを1段落にまとめて書き出しましょう。それがアバターの拠り所となるブリーフになり、最初のバージョンで何もかも見せようとするのを防いでくれます。

## ステップ1：製品URLを共有する

新しいデモルームにURLを貼り付けます。アバターはアクセスできるページを巡回してナビゲーションを把握し、機能の最初のアウトラインを作成します。製品がログインの先にある場合は、リアルなサンプルデータの入ったデモアカウントを使いましょう。*空っぽのダッシュボードからは、空っぽのデモしか生まれません。*

## ステップ2：ストーリーを整える

自動生成されたアウトラインは出発点であって、シナリオではありません。書き出した成果を軸に並べ替えましょう。

1. 顧客がすでに感じている**課題から始める**（「売上予測の会議で、毎回午後がつぶれる」）。
2. **ほっとする瞬間を見せる**：その課題が消える画面です。
3. **進む方向は訪問者に任せる。**一本道のツアーではなく、2〜3のルート（レポート、連携、管理機能）を用意します。

各パートは短くまとめます。訪問者はいつでも質問でき、アバターは文脈に沿って答えるので、想定される反論をすべてシナリオで先回りする必要はありません。

## ステップ3：「確度の高いリード」の条件を決める

公開する前に、営業チームに届けるべきシグナルを定義します。代表的なものは次のとおりです。

- 企業規模またはユーザー数
- 現在使っているツールと、乗り換えを考えている理由
- 訪問者が口にした場合の**予算と導入時期**
- 最も時間をかけて見ていた機能

これらはリード情報の項目になるので、CRMですでに使っている名前を選びましょう。

## ステップ4：ツールを連携する

CRMと、チームが日常的に使っているチャットアプリを連携します。おすすめの初期設定はシンプルです。確度の高い会話があればCRMのコンタクトを作成または更新し、営業チャンネルに短い要約を投稿します。商談予約のリンクも追加しておけば、準備のできた顧客がデモからそのまま予約できます。

## ステップ5：公開して、最初の10件の会話を読む

デモはトップページではなく、料金ページや購買意欲が最も高いランディングページに埋め込みます。そして、最初の10件の会話ログを最初から最後まで読みましょう。どんなダッシュボードよりも多くのことがわかります。

- 訪問者はどこで**離脱**しているか
- アバターの回答が*一般論にとどまっている*のはどの質問か
- アウトラインにはないのに、よく質問される機能はどれか

アウトラインを調整し、よく出る質問への短い回答を加えて、もう一度公開します。1回の改善は数分で済むので、最初の1週間で何度も繰り返しましょう。

## よくある失敗

### すべての機能を見せようとする

すべてを網羅したデモは、誰の心も動かしません。12の機能を駆け足で見せるより、3つの成果をしっかり見せるほうが効果的です。

### デモをフォームの奥に隠す

何かを見る前に6つもの項目を入力しなければならないなら、ほとんどの訪問者は離脱します。まずはデモを見てもらいましょう。フォームよりも、会話そのもののほうが質の高い情報を集められます。

### フォローアップを忘れる

デモは商談の始まりであって、終わりではありません。確度の高い訪問者には必ず、実際に質問した内容に触れた**当日中のフォローアップ**を届けましょう。

## 1週間後に目指す状態

最初の1週間が終わる頃には、よくある質問に答えられるデモ、CRMに登録された確度の高い会話がいくつか、そして次の改善に向けた製品への質問の短いリストがそろっているはずです。セットアップはこれで完了です。あとはチューニングを重ねるだけです。
$md$,
    'Demoly Team',
    '2026-11-13T15:00:00Z',
    '2026-11-13T15:00:00Z',
    'Guides',
    array['スタートガイド', 'AIアバター', 'セットアップ'],
    '製品URLからインタラクティブなAIデモを10分以内にセットアップする方法。ストーリーの組み立て、リードの条件設定、CRM連携までを解説します。',
    '/blog/ai-demo-pipeline.jpg',
    5,
    'manual-1794492000071'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Korean (ko): native versions of the 7 English originals that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'ko-self-serve-demos-convert-website-visitors',
    'self-serve-demos-convert-website-visitors',
    'ko',
    '셀프서브 데모가 더 많은 웹사이트 방문자를 전환하는 이유',
    '대부분의 방문자는 제품이 궁금하지만 아직 영업 담당자와 통화할 준비는 되어 있지 않습니다. 양식도 대기 시간도 없이 페이지에서 바로 체험하는 데모가 숫자를 바꿉니다.',
    $md$웹사이트에는 제품이 궁금하지만 아직 영업팀과 이야기할 준비는 되지 않은 방문자가 수천 명씩 찾아옵니다. 그런데 대부분의 B2B 기업이 이들에게 내미는 것은 ‘데모 예약’ 버튼 하나뿐이고, 버튼을 누르면 사흘 뒤에야 빈 시간이 있는 캘린더가 나옵니다. 상당수는 다시 돌아오지 않습니다. **셀프서브 데모**는 방문자가 원하는 것을 바로 그 자리에서 보여 주고, 그 결과 전환 지표가 달라집니다.

## 관심과 미팅 사이의 간극

요즘 일반적인 방문자가 거치는 경로를 떠올려 보세요.

1. 비교 기사를 읽다가 가격 페이지로 들어옵니다.
2. 제품을 직접 보고 싶지만, 선택지는 통화 예약뿐입니다.
3. 양식을 작성하고, 확인 메일을 기다린 뒤, 다음 주 일정 중 하나를 고릅니다.
4. 다음 주가 오기 전에 바로 써 볼 수 있는 경쟁 제품 두 개를 이미 살펴봤습니다.

단계마다 방문자가 빠져나갑니다. 양식도 대기 시간도 없이 페이지에서 바로 시작하는 데모는 네 단계 중 세 단계를 없애 줍니다.

## 녹화 영상보다 인터랙티브가 나은 이유

제품 영상도 없는 것보다는 낫지만, 누구에게나 같은 영상입니다. AI 데모 아바타는 *방문자에 맞춰 달라집니다*.

- 마케팅 책임자에게는 캠페인 리포트를, RevOps 매니저에게는 CRM 동기화를 보여 줍니다.
- 질문에는 나중에 후속 메일이 아니라 그 자리에서 답합니다.
- 방문자가 직접 경로를 고르기 때문에 더 오래 머뭅니다.

구매 의향이 높은 페이지에서 인터랙티브 데모를 운영하는 팀은 같은 페이지에 녹화 영상을 둘 때보다 보통 **약 3배 높은 참여도**를 얻습니다. 방문자가 그냥 보는 것이 아니라 직접 움직이기 때문입니다.

## 데모는 어디에 배치할까

모든 페이지에 데모가 필요한 것은 아닙니다. 구매 의향이 가장 높은 곳부터 시작하세요.

### 가격 페이지

이 페이지의 방문자는 이미 비교하는 중입니다. 요금제 옆에 데모가 있으면 가격 페이지를 찾는 모든 방문자의 속마음, *“이 돈을 낼 만한 가치가 있을까?”*에 답할 수 있습니다.

### 비교 페이지와 대안 페이지

‘우리 제품 vs. 경쟁 제품’ 글을 읽는 사람은 근거를 원합니다. 비교표를 읽게 하는 대신 차이를 직접 보여 주세요.

### 캠페인 랜딩 페이지

유료 트래픽은 비쌉니다. 미팅 신청만 요구하는 페이지로 보내면 대부분이 낭비되고, 데모가 있는 페이지로 보내면 클릭이 곧 체험이 됩니다.

## 성과 측정하기

측정은 단순하고 정직하게 하세요.

- 데모가 있는 페이지와 없는 페이지의 **방문자 대비 검증된 리드 전환율**
- 데모를 거친 리드가 **첫 미팅까지 걸리는 시간**
- 방문자 1,000명당 **창출된 파이프라인**

결론을 내리기 전에 캠페인 트래픽의 절반에 한 달 동안 데모를 운영해 보세요. 계절 요인과 캠페인 구성은 생각보다 이 숫자들을 크게 움직입니다.

## 영업팀은 어떻게 될까?

셀프서브가 영업이 필요 없다는 뜻은 아닙니다. 잘 설계된 방식은 적절한 순간에 사람에게 넘깁니다. 방문자가 계약 조건, 보안 검토, 대량 구매 가격을 물으면 아바타가 담당자와의 미팅을 제안하고 전체 대화 내용을 함께 전달합니다. 영업 담당자는 미팅 수는 줄지만 *더 좋은* 미팅을 하게 되고, 잠깐 둘러보고 싶었던 방문자는 캘린더 초대 없이도 원하는 것을 얻습니다.

## 핵심 정리

방문자는 소프트웨어를 어떻게 평가할지 이미 스스로 정했습니다. 혼자서, 자기 일정에 맞춰서요. 그 방식에 맞추는 것은 유행이 아니라 기본입니다. 구매 의향이 높은 페이지 하나에서 시작해 한 달 동안 측정하고, 숫자가 말하게 하세요.
$md$,
    'Sofia Martins',
    '2026-07-01T17:00:00Z',
    '2026-07-01T17:00:00Z',
    'Marketing',
    array['전환율', '웹사이트', '셀프서브'],
    '‘데모 예약’ 버튼보다 셀프서브 방식의 인터랙티브 AI 데모가 B2B 웹사이트 방문자를 더 많이 전환하는 이유와 데모를 배치할 위치를 알아봅니다.',
    null,
    4,
    'manual-1782828000073'
  ),
  (
    'ko-writing-a-demo-script-for-ai-avatars',
    'writing-a-demo-script-for-ai-avatars',
    'ko',
    'AI 아바타가 전달하기 좋은 데모 스크립트 작성법',
    '4단 구성, 미리 준비한 답변 목록, 소리 내어 읽어 보는 테스트까지. AI 아바타용 데모 스크립트를 한나절 만에 쓰는 방법을 소개합니다.',
    $md$AI 데모 아바타는 제품을 스스로 탐색할 수 있지만, 좋은 데모는 여전히 좋은 스크립트에서 시작합니다. 한 글자씩 그대로 읽는 프롬프터 원고가 아니라, 무엇을 어떤 순서로 보여 주고 방문자가 무엇을 기억해야 하는지를 담은 명확한 구조를 말합니다. 이 가이드에서는 그런 스크립트를 한나절 만에 쓰는 방법을 소개합니다.

## 제품이 아니라 듣는 사람에서 출발하기

기능을 하나라도 적기 전에 누가 보는지부터 적어 두세요.

- **역할:** 예를 들어 직원 50명 규모 소프트웨어 기업의 영업 관리자
- **상황:** 팀이 후속 연락을 자주 놓치고, 파이프라인 리뷰는 짐작에 의존하고 있음
- **목표:** 긴 도입 과정 없이 이 제품으로 그 문제를 해결할 수 있는지 확인하고 싶음

스크립트의 모든 내용은 이 사람을 위한 것이어야 합니다. 도움이 되지 않는 부분은 *아무리 자랑스러운 기능이라도* 과감히 빼세요.

## 4단 구성

효과적인 데모는 대부분 같은 흐름을 따릅니다.

### 1. 도입부(30초 이내)

듣는 사람의 언어로 문제를 짚고, 해결책을 보여 주겠다고 약속합니다. “영업 담당자들이 금요일 오후마다 CRM 업데이트에 매달린다면, 2분만 내주세요.”

### 2. ‘아하’ 하는 순간

문제가 사라지는 바로 그 화면으로 곧장 가세요. 설정, 온보딩, 메뉴 안내로 시작해서는 안 됩니다. 방문자는 첫 1분 안에 계속 볼지 말지를 결정합니다.

### 3. 분기

두세 가지 경로를 제시하고 방문자가 고르게 하세요.

1. **리포트 보기**
2. **연동 기능 보기**
3. **관리자 설정 방법 보기**

각 분기는 저마다 작은 이야기를 담은 짧은 구간입니다. 분기 안에서 나오는 질문은 아바타가 답하므로, 구간마다 초점을 분명히 하세요.

### 4. 마무리

방문자가 본 내용을 한 문장으로 요약하고, 관심도에 맞는 다음 단계를 제안합니다. 미팅 예약, 무료 체험 시작, 동료에게 데모 공유 같은 것입니다.

## 아바타의 목소리에 맞춰 쓰기

사람 발표자 대신 음성이 스크립트를 전달하면 몇 가지가 달라집니다.

- **문장은 짧게.** 말은 글보다 더 자주 끊어 줘야 합니다.
- **숫자는 구체적으로.** “시간을 많이 아껴 줍니다”보다 “주당 약 4시간을 아껴 줍니다”가 낫습니다.
- **설명은 쉽게.** “3번 패널의 KPI 위젯”이 아니라 “오른쪽 차트”라고 말하세요.
- *질문할 여지를 남기세요.* “CRM과 어떻게 연결되는지도 보시겠어요?”처럼 제안으로 구간을 마무리합니다.

## 독백이 아니라 답변을 준비하기

영업팀이 가장 자주 받는 질문 10개를 모아 각각 두세 문장으로 답을 써 두세요. 가격, 보안, 연동, 도입 기간은 거의 항상 목록에 들어갑니다. 방문자가 질문하면 아바타가 이 답변을 활용하므로, 영업 담당자의 답과 어긋나지 않습니다.

## 소리 내어 테스트하기

스크립트를 소리 내어 읽은 다음, 아바타가 전달하는 모습을 지켜보세요. 너무 긴 문장과 어색한 전환이 바로 들립니다. 제품팀이 아닌 동료에게 사전 설명 없이 보여 주고 기억에 남은 세 가지를 말해 달라고 하세요. 그것이 목표와 일치한다면 스크립트가 제 역할을 하고 있는 것입니다.

## 스크립트를 늘 살아 있게

스크립트는 금방 낡습니다. **매달** 데모 대화 기록과 함께 검토하세요. 새로 자주 나오는 질문에 대한 답변을 추가하고, 사람들이 건너뛰는 구간은 빼고, 주요 릴리스가 있을 때마다 스크린샷을 업데이트합니다. 최신 상태를 유지하는 데모는 계속 전환을 만들어 내지만, 작년 화면을 보여 주는 데모는 어느새 조용히 힘을 잃습니다.
$md$,
    'Demoly Team',
    '2026-07-22T17:00:00Z',
    '2026-07-22T17:00:00Z',
    'Guides',
    array['데모 스크립트', 'AI 아바타', '스토리텔링'],
    'AI 아바타용 데모 스크립트 작성 실무 가이드. 4단 구성, 음성 전달을 위한 글쓰기, 스크립트를 늘 최신으로 유지하는 방법을 알아봅니다.',
    null,
    4,
    'manual-1784642400073'
  ),
  (
    'ko-lead-qualification-from-demo-conversations',
    'lead-qualification-from-demo-conversations',
    'ko',
    '양식 없이 리드 검증하기: 잠재 고객이 AI 데모에서 털어놓는 것들',
    '잠재 고객은 제품을 살펴보면서 고충, 예산, 일정, 구매 의향을 자연스럽게 이야기합니다. 이를 포착하고 그에 맞게 리드를 배분하는 방법을 소개합니다.',
    $md$리드 수집 양식은 구매자가 아무것도 보기 전에 자기소개부터 요구합니다. 당연히 돌아오는 답은 빈약합니다. 회사 이메일, 회사명, 그리고 요청 사항 칸의 “그냥 둘러보는 중”. 인터랙티브 데모는 이 순서를 뒤집습니다. 구매자는 먼저 제품을 살펴보고, 자기 말로 질문하고, 그 과정에서 *니즈 파악 미팅에서 알아낼 수 있는 거의 모든 것을 스스로 이야기합니다*.

## 데모 대화에 숨어 있는 신호

방문자가 AI 데모 아바타와 대화할 때 던지는 질문은 그대로 리드 검증 데이터가 됩니다. 수천 건의 대화를 살펴보면 같은 범주가 반복해서 나타납니다.

### 고충

“후속 연락에 며칠씩 걸려서 딜을 놓치고 있어요”라는 한마디는 어떤 체크박스보다 강력한 신호입니다. 아바타는 고충이 언급되는 즉시 태그를 달고, 구매자가 한 말 그대로 리드 정보에 저장할 수 있습니다.

### 예산과 일정

양식에 예산을 먼저 적는 구매자는 드물지만, 대화 중에는 자연스럽게 언급하곤 합니다. *“3분기 킥오프 전에는 도입을 마쳐야 해요”*, “지금 계약이 3월에 갱신돼요” 같은 말입니다. 둘 다 구조화된 필드로 기록됩니다.

### 이상적인 고객 프로필(ICP) 적합도

팀 규모, 업종, 현재 쓰는 도구, 질문하는 사람의 직무는 대화에서 쉽게 추론할 수 있습니다. SSO와 감사 로그를 묻는다면 *엔터프라이즈*이고, 무료 요금제를 묻는다면 또 다른 이야기입니다.

### 구매 의향

요금제 등급, 계약 조건, 온보딩 일정을 묻는 것은 **구매 의향이 높다**는 신호입니다. 제품이 무엇을 하는지 묻는 것은 초기 단계의 신호입니다. 둘 다 유용하지만 같은 방식으로 배분해서는 안 됩니다.

## 신호를 배분 규칙으로 바꾸기

신호는 다음 행동을 바꿀 때에만 의미가 있습니다. 처음에는 간단한 규칙으로 충분합니다.

1. **핫 리드:** ICP에 부합하고 예산이나 일정을 언급함. CRM에 영업 기회를 만들고, 채팅으로 담당자에게 알리고, 데모 안에서 바로 미팅 예약 링크를 제시합니다.
2. **웜 리드:** ICP에 부합하지만 아직 일정이 없음. 살펴본 기능을 다루는 짧은 너처링 시퀀스에 추가합니다.
3. **초기 리드:** ICP 밖이거나 순수하게 탐색 중. 유용한 콘텐츠를 보내고 스스로 다시 찾아오게 둡니다.

첫 버전은 작게 시작하세요. 패턴이 보일 때 규칙을 하나 추가하는 편이, 첫날 만들어 둔 규칙 12개를 뒤늦게 손보는 것보다 훨씬 쉽습니다.

## 영업팀에는 무엇이 달라질까

영업 담당자는 구매자가 이미 답한 질문으로 미팅을 시작하지 않아도 됩니다. 대신 첫 미팅을 구매자 자신의 말로 열 수 있습니다. *“팀 인력이 빠듯해서 후속 연락이 자꾸 밀린다고 하셨죠. 그 부분부터 보겠습니다.”*

이렇게 일하는 팀들은 한결같이 이렇게 말합니다.

- **첫 미팅이 짧아지고** 더 집중도가 높아집니다.
- 구매자가 제품을 본 뒤에 예약했기 때문에 **노쇼가 줄어듭니다**.
- 예산과 일정이 짐작이 아니라 기록으로 남아 **매출 예측이 정확해집니다**.

## 투명성과 동의에 관하여

구매자는 자신이 AI와 대화하고 있다는 사실, 그리고 공유한 정보가 어떻게 쓰이는지 알아야 합니다. 데모를 시작할 때 이를 밝히고, 개인정보 처리방침 링크를 제공하고, 필요 없는 데이터는 절대 요청하지 마세요. 구매자가 대화를 신뢰할수록 리드 검증도 잘 됩니다.

## 시작하는 방법

영업 담당자가 모든 미팅에서 가장 먼저 확인하는 신호 세 가지를 고르세요. 이를 필드로 정의하고, CRM을 연결하고, 첫 20건의 검증된 대화를 팀과 함께 검토합니다. 어떤 신호가 계약 성사를 예측하는지, 어떤 질문은 아예 그만해도 되는지 금방 보일 것입니다.
$md$,
    'Maya Chen',
    '2026-08-12T17:00:00Z',
    '2026-08-12T17:00:00Z',
    'Sales',
    array['리드 검증', '영업 파이프라인', 'CRM'],
    'AI 데모 대화로 리드를 검증하는 방법. 고충, 예산, 일정, 구매 의향을 포착하고 핫·웜·초기 리드를 자동으로 배분합니다.',
    '/blog/lead-qualification.jpg',
    4,
    'manual-1786456800073'
  ),
  (
    'ko-speed-to-lead-automated-follow-ups',
    'speed-to-lead-automated-follow-ups',
    'ko',
    '리드 응대는 속도가 관건: 1시간 안에 자동으로 후속 연락하기',
    '데모 직후 한 시간은 잠재 고객의 관심이 가장 높은 때입니다. 구매 의향에 따라 후속 연락을 시작하고, 알맞은 담당자에게 배정하고, 대화 내용을 언급하세요.',
    $md$모든 영업 리더가 아는 원칙이 있습니다. 후속 연락이 빠를수록 딜을 따낼 가능성이 높아진다는 것입니다. 그리고 그 원칙이 얼마나 지켜지지 않는지도 모든 영업 리더가 압니다. 리드는 밤 11시에도, 주말에도, 분기 리뷰가 한창일 때도 들어옵니다. 누군가 답장할 즈음이면 구매자는 이미 다른 곳으로 떠난 뒤입니다. **데모 자체가 계기가 되는 자동 후속 연락**은 영업 담당자가 메일함에 붙어 있지 않아도 이 공백을 메워 줍니다.

## 첫 한 시간이 중요한 이유

방금 제품 데모에 10분을 쓴 구매자는 관심이 최고조에 달해 있습니다. 본 내용을 기억하고, 궁금한 점이 아직 생생하며, 경쟁사 탭은 아직 열지 않았습니다. 다음 날 오후에 도착하는 답장은 그날의 다른 모든 일과 관심을 다퉈야 합니다.

첫 연락을 자동화한 팀은 수동으로 배분하는 팀보다 보통 **두 배 빠르게** 후속 연락을 합니다. 게다가 구매자가 실제로 한 행동에 기반하기 때문에 연락의 질도 더 좋습니다.

## 좋은 자동 후속 메일에 담을 것

천편일률적인 “관심 가져 주셔서 감사합니다!” 메일은 후속 연락이 아닙니다. 쓸모 있는 메일은 대화를 언급합니다.

- 구매자가 직접 설명한 **문제**, 그들의 표현 그대로
- **시간을 들여 살펴본 기능**과 더 자세히 볼 수 있는 링크
- **데모에서 충분히 답하지 못한 질문**과 그 답을 줄 팀 내 담당자
- 명확한 다음 단계: 미팅 링크, 무료 체험, 짧은 참고 자료

데모가 이 모든 것을 기록해 두었기 때문에, 메일은 자동으로 작성되면서도 대화를 주의 깊게 들은 사람이 쓴 것처럼 읽힙니다.

## 워크플로 구축하기

믿고 맡길 수 있는 리드 응대 워크플로는 네 부분으로 이루어집니다.

### 1. 모든 세션이 아니라 구매 의향에 반응하기

가격 문의, 도입 일정 언급, 담당자와 이야기하고 싶다는 요청처럼 진짜 의향이 드러난 세션에서 워크플로를 실행하세요. 가볍게 둘러본 방문자에게까지 후속 메일을 보내면 사람들은 메일을 무시하는 데 익숙해집니다.

### 2. 알맞은 담당자에게 배정하기

지역, 회사 규모, 기존 계정 담당자를 기준으로 영업 담당자를 정합니다. 이미 고객사라면 누군가 메일을 보내기 *전에* 어카운트 매니저가 먼저 알아야 합니다.

### 3. 영업 담당자가 이미 쓰는 도구로 알리기

영업팀 채팅 채널에 짧은 요약을 올리세요. 누가, 무엇을 물었고, 리드가 얼마나 뜨거운지, 그리고 전체 대화 기록 링크까지. 영업 담당자가 움직이려고 또 다른 대시보드를 열 필요가 없어야 합니다.

### 4. 첫 연락은 자동으로 보내기

구매자는 몇 분 안에 담당자 이름과 일정 예약 링크가 담긴 개인화된 메일을 받습니다. 답장이 오는 순간부터는 영업 담당자가 이어받습니다.

## 사람의 판단을 지키는 안전장치

자동화는 영업 담당자를 더 빠르게 만들어야지, 판단을 대신해서는 안 됩니다.

- **시퀀스에 상한을 두세요.** 자동 메일은 한 통, 그다음은 사람이 결정합니다.
- **영업 담당자가 템플릿을 수정할 수 있게 하세요.** 담당 고객군과 자신의 말투에 맞출 수 있습니다.
- 구매자가 답장하거나 미팅을 예약하면 **자동으로 멈추게 하세요.**
- *가짜 긴박감은 절대 만들지 마세요.* 구매자는 알아채고, 나중에 꼭 필요할 신뢰를 잃게 됩니다.

## 성과 측정하기

워크플로를 켜기 전과 후의 숫자 세 가지를 추적하세요. 첫 연락까지 걸린 시간의 중앙값, 첫 연락에 대한 회신율, 검증된 데모 한 건당 예약된 미팅 수입니다. 첫 번째 숫자가 내려가고 나머지 둘이 올라간다면 완성입니다. 그렇지 않다면 대화 기록이 이유를 알려 줄 것입니다.

## 한 줄 요약

속도는 중요하고, 맥락은 더 중요합니다. 데모는 그 둘을 모두 줍니다. 구매 의향에 반응하고, 알맞은 사람에게 배정하고, 대화를 언급하세요. 그리고 영업 담당자가 정말 중요한 곳, 즉 답장에 시간을 쓰게 하세요.
$md$,
    'Maya Chen',
    '2026-09-23T17:00:00Z',
    '2026-09-23T17:00:00Z',
    'Sales',
    array['후속 연락', '자동화', '리드 응대'],
    '리드 응대를 자동화하는 방법. 데모에서 드러난 구매 의향으로 후속 연락을 시작하고, 알맞은 영업 담당자에게 배정해 몇 분 안에 첫 연락을 보냅니다.',
    null,
    4,
    'manual-1790085600073'
  ),
  (
    'ko-live-agent-vs-on-demand-demo',
    'live-agent-vs-on-demand-demo',
    'ko',
    '라이브 에이전트와 온디맨드 데모, 언제 무엇을 쓸까',
    '온디맨드 데모는 모든 방문자에게 제공할 수 있고, 라이브 에이전트는 구매 의향이 높은 잠재 고객을 위해 실제 제품을 직접 조작합니다. 선택 기준과 두 방식을 함께 쓰는 방법을 알아봅니다.',
    $md$인터랙티브 AI 데모에는 두 가지 방식이 있습니다. **온디맨드 데모**는 미리 만들어 두는 방식입니다. 아바타가 준비된 구조를 따라가되 질문에 맞춰 유연하게 대응하며, 모든 방문자에게 24시간 제공됩니다. **라이브 에이전트**는 방문자의 세션에 실시간으로 참여해 실제 제품을 조작하고, 화면을 클릭해 넘기며, 대화 흐름에 맞춰 중요한 부분을 강조합니다. 둘 다 유용합니다. 핵심은 지금 이 순간에 어느 쪽이 맞는지 아는 것입니다.

## 두 방식의 차이

- **설정:** 온디맨드 데모는 제품 URL만 있으면 몇 분 만에 만들 수 있습니다. 라이브 에이전트도 몇 분이면 되지만, 데모 환경에 대한 접근 권한이 추가로 필요합니다.
- **탐색 방식:** 온디맨드는 준비된 구간과 분기를 따라갑니다. 라이브 에이전트는 대화에 맞춰 실제 제품을 클릭하며 진행합니다.
- **적합한 상황:** 온디맨드는 유입량이 많은 초기 단계 트래픽에, 라이브 에이전트는 구매 의향이 높은 방문자와 복잡한 제품에 적합합니다.
- **세션당 비용:** 온디맨드는 가벼워서 모든 방문자에게 제공할 수 있습니다. 라이브 세션은 더 무겁기 때문에 꼭 필요한 순간을 위해 아껴 두는 편이 좋습니다.

*어느 쪽도 영업팀을 대체하지 않습니다.* 두 방식 모두 적합한 구매자를 더 풍부한 맥락과 함께 더 빨리 사람에게 연결하는 것을 목표로 합니다.

## 온디맨드 데모가 맞는 경우

유입량이 많고 질문을 예측할 수 있다면 온디맨드 방식을 선택하세요.

- 홈페이지, 블로그 글, 캠페인 랜딩 페이지 같은 **퍼널 상단 페이지**
- 대부분의 구매자에게 비슷하게 보이는, **핵심 워크플로가 명확한 제품**
- 깊이보다 일관성이 중요한, **여러 시간대에 걸친 글로벌 고객층**

온디맨드 데모는 가장 쉽게 시작할 수 있는 방식이기도 합니다. 방문자가 무엇을 묻고, 어떤 구간을 건너뛰고, 어떤 기능에 관심을 두는지 알 수 있고, 그것도 빠르게 알 수 있습니다.

## 라이브 에이전트가 제값을 하는 경우

제품의 범위가 넓거나 구매자의 질문이 구체적일 때 라이브 에이전트가 빛을 발합니다.

### 복잡하고 설정 항목이 많은 제품

대부분의 질문에 대한 솔직한 답이 “설정하기 나름입니다”라면, 해당 화면으로 이동해 답을 *직접 보여 줄* 수 있는 라이브 에이전트가 미리 준비한 어떤 구간보다 낫습니다.

### 구매 의향이 높은 순간

가격 페이지 방문자, 타깃 계정에서 다시 찾아온 방문자, 무료 체험 중 막힌 사용자에게는 더 풍부한 경험을 제공할 가치가 있습니다. 에이전트는 **프로처럼 피칭**하고, 제품 안에서 **클릭하고 탐색**하며, 구매자가 물어본 바로 그 요소를 **보여 주고 강조**할 수 있습니다.

### 기술 검토

관리자와 엔지니어는 설정, 권한, 연동을 자세히 보고 싶어 합니다. 실제 인터페이스에서 안내하면 슬라이드보다 빠르게 신뢰를 얻을 수 있습니다.

## 두 방식 함께 쓰기

대부분의 팀은 결국 두 방식을 모두 쓰고, 그 사이를 간단한 규칙으로 연결합니다.

1. 모든 방문자는 온디맨드 데모를 시작할 수 있습니다.
2. 방문자가 강한 구매 의향을 보이거나 준비된 구간 밖의 질문을 하면, 라이브 에이전트로 이어서 진행하자고 제안합니다.
3. 라이브 에이전트가 구매 신호를 감지하면 담당자와의 미팅을 제안하고 전체 세션 내용을 넘깁니다.

이렇게 하면 무거운 경험은 가장 큰 효과를 보는 방문자에게 돌아가고, 나머지 방문자도 즉시 답을 얻습니다.

## 선택 전에 던져 볼 질문

- 일반적인 구매자가 봐야 하는 **서로 다른 워크플로**는 몇 개인가요?
- 영업 담당자가 미팅 중에 “제품에서 직접 보여 드릴게요”라고 말하는 일이 얼마나 잦나요?
- **구매 의향이 가장 높은** 트래픽은 어느 페이지에서 들어오나요?
- 현실적인 데이터가 들어 있는 안정적인 데모 환경이 있나요?

영업 담당자가 미팅 중에 수시로 실제 제품 화면으로 전환한다면, 라이브 에이전트는 금세 투자 비용을 회수할 가능성이 큽니다. 대부분의 미팅이 같은 스크립트대로 흘러간다면 온디맨드로 시작하고, 데이터가 필요성을 보여 주는 지점에 라이브 세션을 더하세요.
$md$,
    'Daniel Okafor',
    '2026-10-14T17:00:00Z',
    '2026-10-14T17:00:00Z',
    'Product',
    array['라이브 에이전트', '제품 데모', '구매 여정'],
    '온디맨드 AI 데모와 라이브 에이전트, 무엇을 써야 할까요? 설정, 탐색 방식, 적합한 활용 사례를 비교하고 방문자를 두 방식 사이에서 연결하는 법을 알아봅니다.',
    null,
    4,
    'manual-1791900000073'
  ),
  (
    'ko-demo-analytics-features-that-drive-revenue',
    'demo-analytics-features-that-drive-revenue',
    'ko',
    '데모 분석: 실제로 매출을 만드는 기능 찾기',
    '데모 세션을 파이프라인과 연결하면 수주한 딜에 어떤 기능이 등장하는지, 미팅 예약 직전에 어떤 질문이 나오는지, 방문자가 어디서 이탈하는지 알 수 있습니다.',
    $md$제품팀은 보통 무엇이 팔리는지를 일화로 배웁니다. 영업 담당자가 새 리포트 모듈이 “매번 먹힌다”고 말하거나, 수주·실주 분석 인터뷰에서 연동 기능이 언급되는 식입니다. 인터랙티브 AI 데모는 일화를 데이터로 바꿉니다. 모든 데모 세션에는 방문자가 무엇을 보고, 무엇을 묻고, 이후 파이프라인에서 무슨 일이 있었는지가 기록됩니다. 이것들을 한데 모으면 평소에는 답하기 매우 어려운 질문에 답할 수 있습니다. **어떤 기능이 매출을 이끄는가?**

## 데모 세션에 기록되는 것

각 세션은 제품 사용 데이터처럼 분석할 수 있는 타임라인을 남깁니다.

- **조회한 구간**과 각 구간에 머문 시간
- 주제별(가격, 보안, 연동, 특정 기능)로 묶인 **질문**
- 아바타가 선택지를 제시했을 때 **고른 경로**
- **결과**: 이탈, 미팅 예약, 무료 체험 시작, 영업 기회 전환

세션이 CRM의 리드와 연결되어 있으므로, 각 세션을 계약 성사까지, 혹은 실주까지 끝까지 추적할 수 있습니다.

## 먼저 만들어 볼 리포트 세 가지

### 1. 기능 주목도 대비 수주율

기능 구간마다 수주로 이어진 세션에서 조회된 비율과 전체 세션에서 조회된 비율을 비교하세요. *수주한 딜의 40%에는 등장하지만 전체 데모에서는 15%에만 등장하는* 기능은 노출이 부족한 것입니다. 스토리의 앞쪽으로 옮기세요.

### 2. 미팅 예약 직전의 질문

방문자가 미팅을 예약하기 전 2분 동안 한 질문을 정리해 보세요. 이것이 **확신의 순간**입니다. 마케팅 문구에서는 거의 언급하지 않는 기능이 드러나는 경우가 많습니다.

### 3. 이탈 지점

대부분의 방문자가 보고 나서 떠나는 구간을 찾으세요. 이탈률이 높다고 늘 나쁜 것은 아닙니다(결정하기에 충분히 본 방문자도 있으니까요). 하지만 가격 설명이나 설정 안내 직후에 이탈이 몰린다면 대개 무언가가 명확하지 않다는 뜻입니다.

## 데이터를 제대로 읽는 법

데모 분석은 강력하지만, 과하게 해석하기도 쉽습니다. 몇 가지 습관을 들이면 결론을 정직하게 유지할 수 있습니다.

- **먼저 표본 수를 보세요.** 8개 세션에서만 조회된 기능으로는 아직 수주율에 대해 아무것도 말할 수 없습니다.
- **고객군을 나누세요.** 에이전시, 중견기업, 대기업은 관심사가 다릅니다. 하나로 섞은 숫자는 그 차이를 모두 가립니다.
- **절대값보다 비교를 보세요.** “리포트 완료율 62%”보다 “수주한 딜에서 리포트가 두 배 더 자주 조회된다”가 더 쓸모 있습니다.
- *상관관계는 단서일 뿐 결론이 아닙니다.* 다음에 무엇을 테스트할지 정하는 데 활용하세요.

## 로드맵에 반영하기

데모 분석의 가장 큰 가치는 영업 밖에 있습니다. 제품 관리자는 구매자가 고객이 되기 *전에* 어떤 기능을 묻는지, 그것도 그들 자신의 말로 확인할 수 있습니다. 이미 구매한 사람만 다루는 사용 데이터를 든든하게 보완해 줍니다.

간단한 월간 루틴이 효과적입니다.

1. 아바타가 제대로 답하지 못한 질문 상위 20개를 내보냅니다.
2. 각각에 **문서 공백**, **포지셔닝 공백**, **제품 공백** 중 하나의 태그를 붙입니다.
3. 문서 공백은 당일 데모에서 바로 보완하고, 포지셔닝 공백은 마케팅팀에 넘기고, 제품 공백은 이를 제기한 구매자 수와 함께 로드맵 논의에 올립니다.

## 어디서 시작할까

데모 세션을 CRM의 영업 기회와 연결하고, 종료된 딜이 수십 건 쌓이면 첫 리포트를 만드세요. 거의 모든 수주 딜에 등장하는 기능을 처음 확인하는 순간 홈페이지를 다시 쓰고 싶어질 것입니다. 바로 그것이 이 분석의 목적입니다.
$md$,
    'Daniel Okafor',
    '2026-10-30T17:00:00Z',
    '2026-10-30T17:00:00Z',
    'Product',
    array['데모 분석', '제품 전략', '매출'],
    '데모 분석으로 매출을 이끄는 기능을 찾는 방법. 기능 주목도 대비 수주율, 미팅 예약 직전의 질문, 이탈 지점을 보여 주는 리포트를 소개합니다.',
    '/blog/demo-analytics.jpg',
    4,
    'manual-1793282400073'
  ),
  (
    'ko-ai-demo-setup-in-ten-minutes',
    'ai-demo-setup-in-ten-minutes',
    'ko',
    '제품 URL 하나로 10분 안에 AI 데모 시작하기',
    '제품 URL을 공유하고, 스토리를 다듬고, 검증된 리드의 기준을 정하고, 도구를 연결하세요. 첫 AI 데모를 만드는 과정을 단계별로 안내합니다.',
    $md$대부분의 팀은 인터랙티브 데모를 한 분기짜리 프로젝트로 생각합니다. 스크립트 워크숍, 녹화, 몇 차례의 수정, 그리고 아무도 만들 시간이 없는 랜딩 페이지까지. AI 데모 아바타라면 첫 버전은 *다음 사내 회의보다 짧은 시간*에 만들 수 있어야 합니다. 이 가이드에서는 저희가 지켜본 가장 효과적인 설정 방법을 단계별로 안내합니다.

## 시작하기 전에

필요한 것은 세 가지이고, 촬영팀은 그중에 없습니다.

- 아바타가 탐색할 **제품 URL**: 앱, 샌드박스 계정, 공개된 제품 투어 등.
- **명확한 대상 고객 하나.** 가장 먼저 만나고 싶은 구매자를 고르세요. 예를 들면 매출 예측 도구를 검토 중인 RevOps 책임자입니다.
- 데모가 끝날 때 모든 방문자가 이해했으면 하는 **성과 두세 가지**.

이것을 한 단락으로 적어 두세요. 아바타가 참고하는 브리프가 되고, 첫 버전에서 모든 것을 보여 주려는 욕심을 막아 줍니다.

## 1단계: 제품 URL 공유하기

새 데모룸에 URL을 붙여 넣으세요. 아바타는 접근할 수 있는 페이지를 크롤링해 내비게이션 구조를 파악하고 첫 기능 개요를 만듭니다. 제품이 로그인 뒤에 있다면 현실적인 샘플 데이터가 들어 있는 데모 계정을 사용하세요. *텅 빈 대시보드로는 텅 빈 데모밖에 만들 수 없습니다.*

## 2단계: 스토리 다듬기

자동 생성된 개요는 출발점일 뿐, 스크립트가 아닙니다. 앞서 적어 둔 성과를 중심으로 순서를 바꾸세요.

1. 구매자가 이미 느끼고 있는 **문제로 시작하세요**(“매출 예측 회의에 오후가 통째로 날아갑니다”).
2. **한숨 돌리는 순간을 보여 주세요.** 그 문제가 사라지는 바로 그 화면입니다.
3. **방향은 방문자가 정하게 하세요.** 한 줄로 이어진 투어 대신 두세 가지 경로(리포트, 연동, 관리)를 제시합니다.

각 구간은 짧게 유지하세요. 방문자는 언제든 질문할 수 있고 아바타가 맥락에 맞게 답하므로, 예상되는 반론을 스크립트에서 모두 미리 다룰 필요는 없습니다.

## 3단계: ‘검증된 리드’의 기준 정하기

게시하기 전에 영업팀에 전달해야 할 신호를 정의하세요. 대표적인 것은 다음과 같습니다.

- 회사 규모 또는 사용자 수
- 현재 쓰는 도구와 교체하려는 이유
- 방문자가 언급한 경우 **예산과 일정**
- 가장 오래 살펴본 기능

이 항목들은 리드 레코드의 필드가 되므로, CRM에서 이미 쓰고 있는 이름을 고르세요.

## 4단계: 도구 연결하기

CRM과 팀이 늘 쓰는 채팅 앱을 연결하세요. 좋은 기본 설정은 단순합니다. 검증된 대화가 생기면 CRM에 연락처를 만들거나 업데이트하고, 영업 채널에 짧은 요약을 올립니다. 미팅 예약 링크도 추가해 두면 준비된 구매자가 데모에서 바로 예약할 수 있습니다.

## 5단계: 게시하고 첫 대화 10건 읽기

데모는 홈페이지가 아니라 가격 페이지나 구매 의향이 가장 높은 랜딩 페이지에 삽입하세요. 그리고 첫 대화 기록 10건을 처음부터 끝까지 읽어 보세요. 어떤 대시보드보다 많은 것을 알게 됩니다.

- 방문자는 어디서 **이탈**하나요?
- 아바타가 *너무 일반적으로* 답하는 질문은 무엇인가요?
- 개요에는 없는데 사람들이 자주 묻는 기능은 무엇인가요?

개요를 조정하고, 반복되는 질문에 대한 짧은 답변을 추가한 뒤 다시 게시하세요. 한 번 고치는 데 몇 분이면 되니 첫 주에 여러 번 반복해 보세요.

## 흔히 하는 실수

### 모든 기능을 보여 주려는 것

모든 것을 다루는 데모는 아무도 설득하지 못합니다. 기능 12개를 빠르게 훑는 것보다 성과 세 가지를 제대로 보여 주는 편이 낫습니다.

### 데모를 양식 뒤에 숨기는 것

무언가를 보기도 전에 필드 여섯 개를 채워야 한다면 대부분의 방문자는 떠납니다. 먼저 보게 하세요. 대화 자체가 양식보다 더 좋은 정보를 모아 줍니다.

### 후속 연락을 잊는 것

데모는 영업 대화의 시작이지 끝이 아닙니다. 검증된 방문자 모두에게 실제로 물어본 내용을 언급하는 **당일 후속 연락**이 가도록 하세요.

## 첫 주가 끝났을 때의 모습

첫 주가 끝날 무렵이면 자주 나오는 질문에 답하는 데모, CRM에 쌓인 몇 건의 검증된 대화, 다음 개선에 쓸 제품 관련 질문 목록이 손에 있어야 합니다. 설정은 이것으로 끝입니다. 그다음부터는 다듬는 일만 남습니다.
$md$,
    'Demoly Team',
    '2026-11-13T17:00:00Z',
    '2026-11-13T17:00:00Z',
    'Guides',
    array['시작 가이드', 'AI 아바타', '설정'],
    '제품 URL로 10분 안에 인터랙티브 AI 데모를 설정하는 방법. 스토리를 다듬고, 리드 검증 기준을 정하고, CRM을 연결하는 과정을 안내합니다.',
    '/blog/ai-demo-pipeline.jpg',
    5,
    'manual-1794492000073'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;

-- Simplified Chinese (zh): native versions of the 7 English originals that had none yet (issue 46).
insert into public.blog_posts (
  slug,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id,
  language,
  translation_of
)
select
  v.slug,
  v.title,
  v.excerpt,
  v.content_markdown,
  v.author,
  v.published_at::timestamptz,
  v.updated_at::timestamptz,
  v.category,
  v.tags,
  v.meta_description,
  v.featured_image,
  v.read_time,
  v.outrank_id,
  v.language,
  original.id
from (
  values
  (
    'zh-self-serve-demos-convert-website-visitors',
    'self-serve-demos-convert-website-visitors',
    'zh',
    '为什么自助式演示能转化更多网站访客',
    '大多数访客对产品感兴趣，却还没准备好和销售通话。在页面上直接提供无需填表、无需等待的交互式演示，转化数据就会随之改变。',
    $md$您的网站上有成千上万的访客，他们对产品感兴趣，却还没准备好和销售沟通。对大多数 B2B 企业来说，能给这些人的只有一个“预约演示”按钮，点进去是一张最早三天后才有空档的日历。很多人就此一去不返。**自助式演示**让访客当场看到他们想看的内容，转化数据也会因此改变。

## 从感兴趣到约会议，中间隔着什么

想想今天一位典型访客会走的路径：

1. 从一篇对比文章跳转到您的价格页。
2. 想看看产品，唯一的选项却是预约通话。
3. 填写表单，等待确认邮件，再选一个下周的时间。
4. 等到下周，已经看过两家可以立即试用的竞品。

每一步都在流失访客。一个在页面上直接开始、无需填表也无需等待的演示，能把这四步砍掉三步。

## 为什么交互式胜过录播视频

产品视频聊胜于无，但每个人看到的都是同一段内容。AI 演示数字人则会*因人而异*：

- 市场负责人看到的是营销活动报告，RevOps 经理看到的是 CRM 同步。
- 问题当场得到解答，而不是等一封跟进邮件。
- 路径由访客自己选择，所以他们会停留得更久。

在高意向页面上运行交互式演示的团队，互动率通常能达到同一页面放录播视频时的**约 3 倍**，因为访客是在亲自操作，而不只是旁观。

## 演示应该放在哪里

并不是每个页面都需要演示。先从购买意向最高的页面开始：

### 价格页

来到这里的访客已经在做比较。价格方案旁边放一个演示，就能回答每位访客心里都有的那个问题：*“到底值不值？”*

### 对比页与替代方案页

正在读“您的产品 vs. 竞品”的人想要证据。与其让他们看对比表格，不如让他们亲眼看到差别。

### 营销活动落地页

付费流量很贵。把它引到一个只让人预约会议的页面，大部分都浪费了；引到一个带演示的页面，每次点击都会变成一次体验。

## 衡量效果

衡量方式要简单，也要实事求是：

- 有演示与没有演示的页面上，**访客到合格线索的转化率**
- 通过演示进来的线索**约上第一次会议所需的时间**
- 每千名访客带来的**销售管道**

先在一半的营销活动流量上运行演示一个月，再下结论。季节性和活动组合对这些数字的影响，往往比想象中大。

## 销售团队怎么办？

自助并不意味着不要销售。好的做法会在恰当的时机交接：当访客问到合同条款、安全评估或批量价格时，数字人会提议与真人销售约一次会议，并把完整对话一并转交。销售拿到的会议变少了，但*质量更高*；只想快速看一眼的访客，也不必接受日历邀请就能如愿。

## 写在最后

访客早已决定了如何评估软件：自己来，按自己的节奏来。顺应这一点不是赶潮流，而是基本功。先从一个高意向页面开始，衡量一个月，让数据说话。
$md$,
    'Sofia Martins',
    '2026-07-01T16:00:00Z',
    '2026-07-01T16:00:00Z',
    'Marketing',
    array['转化率', '官网', '自助式演示'],
    '为什么交互式、自助式 AI 演示比“预约演示”按钮更能转化 B2B 网站访客，以及演示应该放在官网的哪些页面。',
    null,
    4,
    'manual-1782828000072'
  ),
  (
    'zh-writing-a-demo-script-for-ai-avatars',
    'writing-a-demo-script-for-ai-avatars',
    'zh',
    '如何为 AI 数字人写一份好用的演示脚本',
    '四段式结构、一份预先准备好的答案清单，再加一次朗读测试：用一个下午，为 AI 数字人写好演示脚本。',
    $md$AI 演示数字人可以自行探索您的产品，但最好的演示仍然始于一份好脚本。这里说的不是逐字照念的提词稿，而是一个清晰的结构：展示什么、按什么顺序展示，以及每位访客最后应该记住什么。本指南教您用一个下午写出这样一份脚本。

## 从听众出发，而不是从产品出发

在列出任何一个功能之前，先写下谁在看：

- **角色：**例如一家 50 人软件公司的销售经理
- **处境：**团队经常漏掉跟进，销售管道评审全靠猜
- **目标：**想看看您的产品能否解决这个问题，而且不需要漫长的上线周期

脚本里的一切都应该为这个人服务。如果某个环节帮不到他，就删掉，*哪怕那是您最得意的功能*。

## 四段式结构

大多数有效的演示都遵循同样的脉络。

### 1. 开场钩子（30 秒以内）

用听众自己的话点出问题，并承诺展示解决办法。“如果您的销售每周五下午都在补录 CRM，请给我两分钟。”

### 2. “原来如此”的时刻

直接进入让问题消失的那一屏。不要从设置、新手引导或导航介绍讲起。访客会在第一分钟内决定要不要继续看下去。

### 3. 分支

提供两到三条路径，让访客自己选：

1. **查看报告**
2. **查看集成**
3. **查看管理员如何配置**

每个分支都是一个短小的环节，有自己的小故事。数字人会在分支内回答问题，所以每个环节都要聚焦。

### 4. 收尾

用一句话总结访客刚才看到的内容，并给出符合其意向的下一步：预约会议、开始试用，或把演示分享给同事。

## 为数字人的“声音”写作

当讲述脚本的是语音而不是真人讲解员时，有几点需要调整：

- **句子要短。**口语比书面语需要更多停顿。
- **数字要具体。**“每周节省约四小时”胜过“节省大量时间”。
- **描述要直白。**说“右边的图表”，而不是“第三个面板里的 KPI 组件”。
- *为提问留出空间。*每个环节都以一个邀请收尾：“想看看它如何与您的 CRM 对接吗？”

## 准备答案，而不是长篇独白

收集销售团队最常听到的十个问题，为每个问题写两三句话的回答。价格、安全、集成和上线周期几乎总在清单上。访客提问时，数字人会使用这些回答，口径就能与销售人员保持一致。

## 大声读一遍

把脚本大声读出来，再看数字人讲一遍。哪些句子太长、哪些过渡太突兀，一听便知。请一位产品团队以外的同事在毫无准备的情况下看一遍，说出他记住的三件事。如果与您的目标一致，这份脚本就过关了。

## 让脚本保持常新

脚本过时得很快。**每个月**结合演示对话记录复盘一次：为新出现的高频问题补充答案，删掉大家总会跳过的环节，每次重大版本发布后更新截图。保持更新的演示会持续带来转化；还在展示去年界面的演示，则会悄无声息地失效。
$md$,
    'Demoly Team',
    '2026-07-22T16:00:00Z',
    '2026-07-22T16:00:00Z',
    'Guides',
    array['演示脚本', 'AI 数字人', '讲故事'],
    '为 AI 数字人撰写演示脚本的实用指南：四段式结构、面向语音的写法，以及如何让脚本始终保持最新。',
    null,
    4,
    'manual-1784642400072'
  ),
  (
    'zh-lead-qualification-from-demo-conversations',
    'lead-qualification-from-demo-conversations',
    'zh',
    '不用表单也能筛选线索：潜在客户在 AI 演示中透露了什么',
    '潜在客户在探索产品时，会自然而然地谈到痛点、预算、时间线和购买意向。本文介绍如何捕捉这些信号，并据此分配线索。',
    $md$线索表单要求买家在看到任何东西之前先介绍自己。结果可想而知，得到的信息少得可怜：一个工作邮箱、一个公司名，外加备注栏里的一句“随便看看”。交互式演示把这个顺序倒了过来。买家先探索，再用自己的话提问，在这个过程中，*他们几乎会说出一次需求沟通电话能了解到的所有信息*。

## 藏在演示对话里的信号

访客与 AI 演示数字人交谈时，他们提出的问题本身就是筛选数据。在成千上万次对话中，同样几类信号反复出现。

### 痛点

“跟进总要拖好几天，我们因此丢了不少单”，这样一句话比任何复选框都更有分量。数字人可以在痛点出现时随即打上标签，并以买家自己的原话记录在线索上。

### 预算与时间线

买家很少主动在表单里填写预算，却常常在对话中顺带提起：*“我们需要在第三季度启动会之前上线”*，或者“我们现在的合同 3 月续约”。这两类信息都会被记录为结构化字段。

### 与理想客户画像的匹配度

团队规模、所属行业、现有工具以及提问者的职位，都很容易从对话中推断出来。问起 SSO 和审计日志的，多半是*大型企业*；问免费版的，则是另一类客户。

### 购买意向

询问价格档位、合同条款或上线周期，属于**高意向**信号；询问产品能做什么，则说明还在早期阶段。两者都有价值，但不应该走同一条分配路径。

## 把信号变成分配规则

信号只有改变了下一步动作才有意义。一开始，一套简单的规则就够了：

1. **热线索：**符合理想客户画像，且提到了预算或时间线。在 CRM 中创建商机，在聊天工具里通知客户负责人，并直接在演示中提供会议预约链接。
2. **温线索：**符合画像，但还没有明确时间线。加入一个简短的培育序列，内容围绕他们看过的功能展开。
3. **早期线索：**不在画像范围内，或纯属了解。发送有用的内容，等他们自己再回来。

第一版规则要少而精。看到规律后再加一条规则，远比调试第一天就写好的十二条规则容易。

## 销售团队会有什么变化

销售不必再用买家已经回答过的问题开启通话。第一次会议可以直接从买家自己的话说起：*“您提到团队人手紧张，跟进总是拖延，我们先来看看这一块。”*

这样工作的团队，反馈都差不多：

- **第一次会议更短**，也更聚焦。
- **爽约更少**，因为买家是看过产品之后才预约的，而不是之前。
- **预测更准**，因为预算和时间线是记录下来的，而不是猜出来的。

## 关于坦诚与知情同意

买家应当知道自己在和 AI 对话，也应当知道自己分享的信息会如何被使用。请在演示开始时说明这一点，附上隐私政策链接，绝不索取不需要的数据。买家越信任这场对话，筛选效果就越好。

## 如何起步

挑出销售在每次通话中最先询问的三个信号，把它们定义为字段，连接 CRM，再和团队一起复盘前二十条合格对话。您很快就会看出哪些信号能预示成交，哪些干脆不必再问。
$md$,
    'Maya Chen',
    '2026-08-12T16:00:00Z',
    '2026-08-12T16:00:00Z',
    'Sales',
    array['线索筛选', '销售管道', 'CRM'],
    '从 AI 演示对话中筛选线索：捕捉痛点、预算、时间线和购买意向，并自动分配热线索、温线索和早期线索。',
    '/blog/lead-qualification.jpg',
    4,
    'manual-1786456800072'
  ),
  (
    'zh-speed-to-lead-automated-follow-ups',
    'speed-to-lead-automated-follow-ups',
    'zh',
    '线索响应要快：一小时内自动完成跟进',
    '演示结束后的一小时，是潜在客户注意力最集中的时候。根据购买意向触发跟进，分配给合适的销售，并在跟进中提及对话内容。',
    $md$每位销售负责人都知道这条规律：跟进越快，赢单的可能性越大。每位销售负责人也都知道，真正做到的时候少之又少。线索会在晚上 11 点涌入，会在周末出现，也会在季度复盘开到一半时到来。等有人回复时，买家早已转向别处。**由演示本身触发的自动跟进**能补上这段空档，又不必让销售整天守着收件箱。

## 为什么第一个小时至关重要

刚在产品演示里花了十分钟的买家，注意力正处于顶峰。他们记得自己看到了什么，心里还装着想问的问题，也还没打开竞品的页面。第二天下午才到的回复，要和他们一天中的其他所有事情争夺注意力。

实现首次触达自动化的团队，跟进速度通常是依赖人工分配团队的**两倍**，而且跟进质量更好，因为它基于买家的实际行为。

## 一封好的自动跟进邮件包含什么

一封千篇一律的“感谢您的关注！”算不上跟进。有用的跟进会提到这次对话：

- **他们描述的问题**，用他们自己的原话
- **他们花时间看过的功能**，附上深入了解的链接
- **演示没能完全回答的问题**，以及团队中由谁来解答
- 明确的下一步：会议链接、试用或一份简短资料

由于演示已经记录下了这一切，邮件可以自动起草，读起来却像是有人认真听完对话后亲手写的。

## 搭建工作流

一个可靠的线索快速响应工作流由四部分组成。

### 1. 按意向触发，而不是每次会话都触发

当会话显示出真实意向时再触发工作流：问到价格、提到时间线、要求和人沟通。给每一位随便逛逛的访客都发跟进，只会让大家学会忽略您。

### 2. 分配给合适的负责人

根据区域、公司规模或现有客户归属来选择销售。如果这家公司已经是客户，客户经理应当在任何人发邮件*之前*就知道这件事。

### 3. 在销售常用的工具里通知

在销售聊天群里发一段简短摘要：是谁、问了什么、线索有多热，以及完整对话记录的链接。不应该让销售为了采取行动再去打开另一个看板。

### 4. 自动发出首次触达

买家会在几分钟内收到一封个性化邮件，附有负责人的名字和日程链接。从买家回复开始，由销售接手。

## 用护栏守住人情味

自动化应该让销售更快，而不是取代他们的判断：

- **限制序列长度。**只发一封自动邮件，之后由人来决定。
- **允许销售编辑模板**，以适配他们负责的客户群和个人风格。
- 买家回复或预约会议后，**自动暂停**。
- *绝不制造虚假的紧迫感。*买家看得出来，而这会透支您日后需要的信任。

## 衡量成效

在启用工作流前后追踪三个数字：首次触达的中位用时、首次触达的回复率，以及每个合格演示带来的会议数。如果第一个数字下降、另外两个上升，就大功告成了。如果没有，对话记录会告诉您原因。

## 一句话总结

速度重要，相关性更重要，而演示能同时给您这两样。按意向触发，分配给对的人，提及对话内容，让销售把时间花在真正要紧的地方：回复买家。
$md$,
    'Maya Chen',
    '2026-09-23T16:00:00Z',
    '2026-09-23T16:00:00Z',
    'Sales',
    array['跟进', '自动化', '线索响应'],
    '让线索响应自动化：根据演示中的购买意向触发跟进，分配给合适的销售，并在几分钟内发出个性化的首次触达。',
    null,
    4,
    'manual-1790085600072'
  ),
  (
    'zh-live-agent-vs-on-demand-demo',
    'live-agent-vs-on-demand-demo',
    'zh',
    '实时智能体还是按需演示：分别适合什么场景',
    '按需演示可以覆盖每一位访客，实时智能体则为高意向潜在客户直接操作真实产品。本文介绍如何选择，以及如何把两者结合起来。',
    $md$交互式 AI 演示有两种形式。**按需演示**是提前搭建好的：数字人按照预设结构讲解，根据提问灵活调整，全天候面向每一位访客。**实时智能体**则会实时加入访客的会话，直接操作真实产品、逐屏点击，并随着对话推进突出重点。两者各有用处，关键在于判断哪一种适合当下的场景。

## 两者有何不同

- **搭建：**按需演示只需一个产品网址，几分钟即可完成；实时智能体同样只需几分钟，但还需要开通演示环境的访问权限。
- **操作方式：**按需演示沿着预设的环节和分支推进；实时智能体则随着对话在真实产品中点击操作。
- **最适合：**按需演示适合量大、处于早期阶段的流量；实时智能体适合高意向访客和复杂产品。
- **单次会话成本：**按需演示足够轻量，可以提供给每位访客；实时会话更“重”，最好留给合适的时机。

*两者都不能取代您的销售团队。*它们的目标都是让合适的买家带着更充分的背景信息，更快地对接到真人。

## 何时选择按需演示

当流量大、问题可预期时，选择按需演示：

- **漏斗顶部的页面**，例如首页、博客文章和营销活动落地页
- **核心工作流清晰的产品**，对大多数买家来说看起来都差不多
- **跨时区的全球受众**，此时一致性比深度更重要

按需演示也是最容易起步的形式。您能了解访客问什么、跳过哪些环节、关心哪些功能，而且很快就能了解到。

## 何时值得用实时智能体

当产品功能繁多，或买家的问题非常具体时，实时智能体的优势就显现出来了：

### 复杂、可配置的产品

如果大多数问题的诚实回答都是“取决于您的配置”，那么能直接跳到相关页面、把答案*展示*出来的实时智能体，胜过任何预设环节。

### 高意向时刻

价格页上的访客、来自目标客户的回访者、在某一步卡住的试用用户，都值得更丰富的体验。智能体能够**专业讲解**，在产品中**点击与导航**，并对买家问到的具体元素进行**展示与高亮**。

### 技术评估

管理员和工程师希望详细查看设置、权限和集成。带他们在真实界面中走一遍，比幻灯片更快赢得信任。

## 两者结合使用

大多数团队最终会两者并用，并设置简单的分流规则：

1. 每位访客都可以开始按需演示。
2. 当访客表现出强烈意向，或提出预设环节之外的问题时，提议转由实时智能体继续。
3. 当实时智能体识别到购买信号时，提议与真人销售约会议，并转交完整会话。

这样，更“重”的体验留给最能从中受益的访客，其他人也能立即得到答案。

## 做选择前先问自己

- 典型买家需要看几个**不同的工作流**？
- 您的销售在通话中多久说一次“我直接在产品里给您演示一下”？
- 哪些页面带来的流量**意向最高**？
- 您是否有一个数据真实、运行稳定的演示环境？

如果您的销售在通话中总要切换到真实产品，实时智能体很可能很快就能收回成本。如果大多数通话都照着同一套脚本走，那就从按需演示开始，在数据证明确有必要的地方再加入实时会话。
$md$,
    'Daniel Okafor',
    '2026-10-14T16:00:00Z',
    '2026-10-14T16:00:00Z',
    'Product',
    array['实时智能体', '产品演示', '买家旅程'],
    '按需 AI 演示还是实时智能体？对比两者的搭建方式、操作方式和适用场景，并了解如何在两者之间为访客分流。',
    null,
    4,
    'manual-1791900000072'
  ),
  (
    'zh-demo-analytics-features-that-drive-revenue',
    'demo-analytics-features-that-drive-revenue',
    'zh',
    '演示数据分析：找出真正带来收入的功能',
    '把每一次演示会话与销售管道关联起来，就能看到哪些功能出现在赢单中、哪些问题出现在预约之前，以及访客在哪里流失。',
    $md$产品团队通常是从零散的反馈中了解什么功能好卖：某位销售说新的报告模块“每次都能打动客户”，某次赢单/丢单复盘访谈里提到了集成。交互式 AI 演示用数据取代了这些零散反馈。每次演示会话都会记录访客看了什么、问了什么，以及之后在销售管道中发生了什么。把这些放在一起，您就能回答一个通常很难回答的问题：**到底是哪些功能在带来收入？**

## 一次演示会话会记录什么

每次会话都会生成一条时间线，可以像分析产品使用数据一样加以分析：

- **看过的环节**，以及在每个环节停留的时长
- **提出的问题**，按主题分组（价格、安全、集成、某项具体功能）
- 数字人给出选项时**选择的路径**
- **结果**：离开、预约会议、开始试用，或转为商机

由于会话与 CRM 中的线索相关联，您可以把每一次会话一路追踪到成交，或者丢单。

## 最值得先做的三份报告

### 1. 功能关注度与赢单率

针对每个功能环节，比较它在最终赢单的会话中被查看的比例，以及在全部会话中被查看的比例。一个*出现在 40% 的赢单中、却只出现在 15% 的演示中*的功能，曝光明显不足：把它放到故事更靠前的位置。

### 2. 预约之前的问题

列出访客在预约会议前两分钟内提出的问题。这些就是**下定决心的时刻**。它们常常会揭示一项您在营销文案中几乎没提过的能力。

### 3. 流失节点

找出大多数访客看完就离开的环节。流失率高并不总是坏事（有些访客已经了解得足够多，可以做决定了），但如果大量流失紧跟在价格说明或配置讲解之后，通常意味着有什么地方没讲清楚。

## 解读数据，别自欺欺人

演示数据分析很有威力，也很容易被过度解读。养成几个习惯，结论才站得住：

- **先看样本量。**一个只在八次会话中被查看过的功能，还说明不了任何与赢单率有关的问题。
- **区分受众。**代理商、中型企业和大型企业关心的东西各不相同；混在一起的数字会把这些差异全部掩盖。
- **比较优于绝对值。**“在赢单中，报告功能的查看频率高出一倍”比“报告功能的完成率是 62%”更有用。
- *相关性是线索，不是结论。*用它来决定下一步测试什么。

## 反哺产品路线图

演示数据分析最有价值的用途其实在销售之外。产品经理可以看到买家在成为客户*之前*会问到哪些能力，而且是用他们自己的话说出来的。这是对产品使用数据的有力补充，因为使用数据只覆盖已经购买的人。

一个简单的月度例行流程就很有效：

1. 导出数字人没能回答好的前二十个问题。
2. 给每个问题打上标签：**文档缺口**、**定位缺口**或**产品缺口**。
3. 文档缺口当天就在演示中补上，定位缺口交给市场团队，产品缺口则连同提出该问题的买家数量，一并带到路线图讨论中。

## 从哪里开始

把演示会话与 CRM 中的商机关联起来，等积累几十个已关闭的商机后，做出第一份报告。当您第一次看到某个功能几乎出现在每一笔赢单中时，您会想立刻重写首页，而这正是做这件事的意义。
$md$,
    'Daniel Okafor',
    '2026-10-30T16:00:00Z',
    '2026-10-30T16:00:00Z',
    'Product',
    array['演示数据分析', '产品策略', '收入增长'],
    '用演示数据分析找出带来收入的功能：功能关注度与赢单率、预约会议前的问题，以及访客的流失节点。',
    '/blog/demo-analytics.jpg',
    4,
    'manual-1793282400072'
  ),
  (
    'zh-ai-demo-setup-in-ten-minutes',
    'ai-demo-setup-in-ten-minutes',
    'zh',
    '从产品网址到 AI 演示上线，只需不到十分钟',
    '分享产品网址、梳理故事线、定义合格线索的标准、连接常用工具：手把手带您搭建第一个 AI 演示。',
    $md$大多数团队以为，交互式演示是一个要做一整个季度的项目：脚本研讨会、录制、几轮修改，再加一个谁都没空做的落地页。有了 AI 演示数字人，第一版所需的时间*应该比您的下一场内部会议还短*。本指南将一步步介绍我们见过的最有效的搭建方式。

## 开始之前

您需要准备三样东西，拍摄团队不在其中：

- **一个产品网址**，供数字人探索：可以是您的应用、一个沙盒账号，或公开的产品导览。
- **一个明确的受众。**选出您最想先触达的买家，例如正在评估预测工具的 RevOps 负责人。
- **两到三个成果**，希望每位访客在演示结束时都能理解。

把这些写成一段话。它会成为数字人的工作简报，也能防止第一版什么都想展示。

## 第 1 步：分享产品网址

把网址粘贴到一个新的演示室。数字人会抓取它能访问到的页面，理清导航结构，并生成第一版功能大纲。如果产品需要登录，请使用带有真实示例数据的演示账号。*空荡荡的看板，只会带来空洞的演示。*

## 第 2 步：梳理故事线

自动生成的大纲只是起点，不是脚本。围绕您写下的成果重新排序：

1. **从买家已经感受到的问题开场**（“每次预测会议都要开掉一下午”）。
2. **展示如释重负的那一刻**：让问题消失的那一屏。
3. **让访客掌握方向。**提供两到三条路径（报告、集成、管理），而不是一条从头走到尾的导览。

每个环节都要简短。访客随时可以提问，数字人会结合上下文回答，所以不必在脚本里预先应对每一种异议。

## 第 3 步：定义什么算合格

发布之前，先定义哪些信号应该送达销售团队。常见的有：

- 公司规模或席位数
- 当前使用的工具以及更换原因
- 访客主动提到的**预算和时间线**
- 他们花时间最多的功能

这些会成为线索记录上的字段，所以请沿用 CRM 中已有的字段名。

## 第 4 步：连接您的工具

连接 CRM 和团队日常使用的聊天工具。好的默认设置很简单：合格对话会在 CRM 中创建或更新联系人，并在销售群里发布一段简短摘要。再加上一个会议预约链接，已经准备好的买家就能直接在演示中预约。

## 第 5 步：发布，并读完前十条对话

把演示嵌入价格页或意向最高的落地页，而不是首页。然后把前十条对话记录从头读到尾。您从中学到的，会比从任何看板上学到的都多：

- 访客在哪里**流失**？
- 数字人对哪些问题回答得*过于笼统*？
- 哪些功能常被问到，大纲里却从未提及？

调整大纲，为反复出现的问题补充简短答案，然后重新发布。每次迭代只需几分钟，第一周不妨多改几轮。

## 常见错误

### 展示所有功能

面面俱到的演示谁也说服不了。把三个成果讲透，胜过匆匆展示十二个功能。

### 把演示藏在表单后面

如果访客要先填六个字段才能看到任何内容，大多数人会直接离开。先让他们看；对话本身收集到的信息，比表单更有价值。

### 忘记跟进

演示是销售对话的开始，而不是结束。确保每位合格访客都能在**当天收到跟进**，并且跟进内容要提到他们实际问过的问题。

## 一周之后，理想的状态是什么样

第一周结束时，您应该拥有一个能回答最常见问题的演示、CRM 中的几条合格对话，以及一份供下一轮迭代参考的产品问题清单。搭建就这么多，剩下的都是微调。
$md$,
    'Demoly Team',
    '2026-11-13T16:00:00Z',
    '2026-11-13T16:00:00Z',
    'Guides',
    array['快速入门', 'AI 数字人', '搭建指南'],
    '从产品网址出发，十分钟内搭建交互式 AI 演示：梳理故事线、定义线索筛选标准，并连接 CRM。',
    '/blog/ai-demo-pipeline.jpg',
    5,
    'manual-1794492000072'
  )
) as v (
  slug,
  original_slug,
  language,
  title,
  excerpt,
  content_markdown,
  author,
  published_at,
  updated_at,
  category,
  tags,
  meta_description,
  featured_image,
  read_time,
  outrank_id
)
join public.blog_posts original on original.slug = v.original_slug and original.language = 'en'
on conflict (slug, language) do nothing;
