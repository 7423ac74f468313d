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
    'Eigenes Branding, sauber getrennte Kundenbereiche und Reportings, die sich am Umsatz messen lassen: wie Agenturen KI-Demos als wiederkehrende Leistung verkaufen.',
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
    $md$Marketingteams investieren viel Geld, um zu erfahren, was Käufer denken: Umfragen, Interviews, Fokusgruppen, Social Listening. Gleichzeitig tippen Interessenten jeden Tag ihre Fragen, Einwände und Prioritäten in Ihre Produktdemo. **Demo-Gespräche sind für die meisten Unternehmen die größte Quelle ungefilterter Käufersprache**, und das Marketing schaut kaum hinein.

## Was das Marketing aus Demo-Protokollen lernen kann

### Die Worte, die Käufer wirklich benutzen

Auf Ihrer Website steht „Pipeline-Intelligenz“. Ihre Käufer sagen: „Ich weiß nie, welche Deals echt sind.“ Wenn die Sprache Ihrer Headlines zur Sprache in den Köpfen Ihrer Käufer passt, steigt die Conversion. Die Protokolle liefern genau diese Sprache, wörtlich und in großer Menge.

### Die Einwände, die im Verkaufsgespräch niemand äußert

Gegenüber einem KI-Avatar sind Käufer oft offener als gegenüber einem Vertriebler. Fragen wie *„Ersetzt das meine SDRs?“* oder „Was passiert, wenn wir kündigen?“ tauchen in Demos auf, lange bevor sie im Verkaufsgespräch fallen, wenn überhaupt.

### Welche Anwendungsfälle bei welchem Segment ankommen

Agenturen fragen nach White-Label und Kundenreportings. Mittelständler fragen nach der CRM-Synchronisierung. Konzerne fragen nach SSO und Datenstandort. Wer die Fragen nach Segment sortiert, schärft die Botschaft jeder Kampagne.

## Eine monatliche Routine für Erkenntnisse

Dafür brauchen Sie kein Research-Team. Eine Person, zwei Stunden im Monat:

1. **Die Fragen des Monats exportieren** und nach Themen gruppieren.
2. **Die fünf am stärksten wachsenden Themen** im Vergleich zum Vormonat auswählen.
3. **Je drei wörtliche Zitate** dazu heraussuchen.
4. **Eine einseitige Zusammenfassung** mit Marketing, Vertrieb und Produkt teilen.

Die Zusammenfassung ist bewusst kurz. Eine Seite, die gelesen wird, schlägt jede Präsentation, die niemand öffnet.

## Aus Erkenntnissen Kampagnen machen

### Headlines und Anzeigen

Testen Sie eine Headline in den exakten Worten Ihrer Käufer gegen die aktuelle. Das ist eines der günstigsten Experimente im Marketing, und die Protokolle liefern Ihnen die Kandidaten.

### Inhalte, die echte Fragen beantworten

Wenn diesen Monat vierzig Käufer gefragt haben, wie Ihr Produkt mit mehreren Währungen umgeht, ist das ein Blogartikel, ein Hilfeartikel und ein Abschnitt in der Demo. *Einmal schreiben, dreimal nutzen.*

### Einwände in Nurturing-E-Mails aufgreifen

Gehen Sie auf den häufigsten Einwand des Monats direkt in Ihrer Nurturing-Strecke ein. Käufer, die sich die Frage gestellt, aber nie laut gefragt haben, werden es zu schätzen wissen.

## Datenschutz geht vor

Behandeln Sie Gesprächsprotokolle mit derselben Sorgfalt wie alle Kundendaten:

- Sagen Sie Besuchern vorab, dass das Gespräch aufgezeichnet wird und wofür.
- **Entfernen Sie personenbezogene Angaben**, bevor Sie Zitate außerhalb des Vertriebs teilen.
- Lassen Sie die Rohprotokolle in dem System, das sie erfasst hat; teilen Sie Zusammenfassungen, keine Exporte.

Es geht um Muster, nicht um Personen. Niemand muss wissen, welcher Interessent eine Frage gestellt hat, um daraus zu lernen.

## Der Gewinn

Marketing, das klingt wie der Käufer, wirkt besser, und Demo-Protokolle sind der direkteste Weg, dem Käufer zuzuhören. Beginnen Sie mit einer monatlichen Zusammenfassung. Nach einem Quartal werden Sie sich fragen, wie Sie Ihre Positionierung bisher ohne sie geschrieben haben.
$md$,
    'Sofia Martins',
    '2026-09-02T14:00:00Z',
    '2026-09-02T14:00:00Z',
    'Marketing',
    array['Käufer-Insights', 'Messaging', 'Kampagnen'],
    'Demo-Protokolle als Käuferforschung: die Sprache Ihrer Käufer finden, verborgene Einwände erkennen und daraus bessere Kampagnen machen.',
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
    'Marca propia, datos de cada cliente bien separados e informes que se miden en ingresos: así venden las agencias las demos con IA como un servicio recurrente.',
    $md$Las agencias que crean sitios web, gestionan campañas o impulsan el crecimiento de empresas de software reciben la misma petición una y otra vez: *“¿Nos ayudan a convertir más visitantes en pipeline?”* Con las demos con IA en marca blanca, la agencia puede responder que sí con un servicio propio, con su marca y para todos sus clientes a la vez.

## Qué significa la marca blanca en la práctica

Un programa de demos en marca blanca le da a la agencia:

- **Marca y dominio propios**, para que los clientes vean el nombre de la agencia y no el de la plataforma
- **Gestión de varios clientes** con espacios de trabajo estrictamente separados
- **Informes a nivel de agencia** que abarcan a todos los clientes, además de informes listos para entregar a cada uno
- **Acciones en lote** para crear y actualizar las demos de muchos clientes sin repetir el mismo trabajo

Para el cliente, la experiencia se siente como parte del servicio de la agencia, porque lo es.

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
4. **Informa siempre con la misma periodicidad.** Un informe mensual por cliente, con las mismas métricas clave, centra la conversación en los resultados y no en la actividad.

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

Las agencias preguntan por la marca blanca y los informes para sus clientes. Las empresas medianas preguntan por la sincronización con el CRM. Las grandes empresas preguntan por el inicio de sesión único (SSO) y por dónde se almacenan los datos. Ordenar las preguntas por segmento le da a cada campaña un mensaje más certero.

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

Muitas plataformas pagam às agências uma participação na receita dos clientes que elas indicam, além do que a agência cobra pelos próprios serviços. Somadas a uma taxa de implantação e a um fee mensal, as demos podem se tornar uma das linhas mais lucrativas do portfólio da agência, *e uma das mais fáceis de comprovar*.

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

Per il cliente, l’esperienza fa parte del servizio dell’agenzia. Perché è proprio così.

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
- **Incontri prenotati** e la percentuale di quelli a cui il cliente si presenta davvero
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

Een white-label demoprogramma geeft het bureau:

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
