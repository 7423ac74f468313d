import { SimplePage } from '@/components/layout/simple-page';
import { paths } from '@/config/paths';
import { useLocale } from '@/i18n/use-locale';

// Placeholder until the page's own feature lands: its localized heading inside the chrome.
export function Component() {
  const { messages } = useLocale();
  const text = messages.blog;
  return (
    <SimplePage
      title={text.title}
      metaTitle={text.metaTitle}
      description={text.metaDescription}
      path={paths.blog}
    />
  );
}
