import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { PageHead } from '@/components/seo/page-head';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { format, formatParts } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';
import { island, whenApproached } from '@/lib/island';
import { RichText } from './rich-text';
import { LocalizedLink } from '@/components/localized-link';

/**
 * Until React takes over, the form is a plain HTML form the browser validates and submits to the
 * app; its code (react-hook-form) comes when the visitor reaches for it (pointer, touch or focus).
 */
const SignInForm = island(
  'sign-in-form',
  () => import('./sign-in-form').then(({ SignInForm }) => SignInForm),
  whenApproached('sign-in-form'),
);
/** The carousel starts turning once it is on screen (below the form on a phone). */
const FeatureCarousel = island('feature-carousel', () =>
  import('./feature-carousel').then(({ FeatureCarousel }) => FeatureCarousel),
);

type AuthTab = 'signin' | 'signup';

/**
 * The public sign-in page. A sign-in / sign-up tab state exists as in the
 * original product, but its tab list is hidden: visitors see the sign-in, and "Sign up here"
 * goes straight to the app, where accounts are created.
 */
export function AuthPage() {
  const { messages } = useLocale();
  const text = messages.auth;
  const [tab, setTab] = useState<AuthTab>('signin');
  const linkClass = 'text-foreground font-medium underline underline-offset-2 hover:text-primary';

  return (
    <>
      <PageHead
        title={text.metaTitle}
        description={format(text.metaDescription, { product: site.productName })}
        path={paths.auth}
      />
      <div className="container grid gap-10 py-10 [word-break:auto-phrase] sm:py-16 lg:grid-cols-2 lg:items-stretch lg:gap-16">
        <div className="flex flex-col justify-center">
          <div className="mx-auto w-full max-w-md">
            <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
              <TabsList hidden aria-label={text.tabsLabel}>
                <TabsTrigger value="signin">{text.signInTab}</TabsTrigger>
                <TabsTrigger value="signup">{text.signUpTab}</TabsTrigger>
              </TabsList>

              <TabsContent value="signin" className="outline-none">
                <h1 className="text-heading text-balance">{text.title}</h1>
                <p className="text-body text-muted-foreground mt-2 text-pretty">{text.subtitle}</p>
                <div className="mt-8">
                  <SignInForm />
                </div>
                <p className="text-caption text-muted-foreground mt-8 text-center">
                  {formatParts(text.noAccount, {
                    link: (
                      <a
                        key="link"
                        href={site.app.signUp}
                        className="text-primary font-semibold underline-offset-4 hover:underline"
                      >
                        {text.signUpLink}
                      </a>
                    ),
                  })}
                </p>
              </TabsContent>

              <TabsContent value="signup" className="outline-none">
                <h1 className="text-heading text-balance">{text.signUp.title}</h1>
                <p className="text-body text-muted-foreground mt-2">{text.signUp.subtitle}</p>
                <Button asChild size="lg" className="mt-8 w-full">
                  <a href={site.app.signUp}>
                    {text.signUp.submit}
                    <ArrowRight aria-hidden />
                  </a>
                </Button>
                <p className="text-caption text-muted-foreground mt-8 text-center">
                  {formatParts(text.signUp.haveAccount, {
                    link: (
                      <button
                        key="link"
                        type="button"
                        className="text-primary font-semibold underline-offset-4 hover:underline"
                        onClick={() => setTab('signin')}
                      >
                        {text.signUp.signInLink}
                      </button>
                    ),
                  })}
                </p>
              </TabsContent>
            </Tabs>

            <p className="text-micro text-muted-foreground mt-6 text-center text-pretty">
              <RichText
                template={text.legalNote}
                values={{
                  terms: (
                    <LocalizedLink to={paths.termsOfService} className={linkClass}>
                      {text.termsLink}
                    </LocalizedLink>
                  ),
                  privacy: (
                    <LocalizedLink to={paths.privacyPolicy} className={linkClass}>
                      {text.privacyLink}
                    </LocalizedLink>
                  ),
                }}
              />
            </p>
          </div>
        </div>

        <FeatureCarousel />
      </div>
    </>
  );
}
