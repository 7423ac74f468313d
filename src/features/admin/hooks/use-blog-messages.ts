import { useQuery } from '@tanstack/react-query';
import { languageOrDefault } from '@/config/languages';
import { getLoadedMessages, loadMessages, type Messages } from '@/i18n/messages';

/**
 * The blog's words in a post's language (read time, the title's blog suffix), for previews that
 * show a post as its readers will see it whatever the admin's own language. Each language's
 * blog catalogue is its own small chunk, downloaded the first time an admin previews a post in
 * that language; visitors' pages load nothing more. Undefined until it has arrived.
 */
export function useBlogMessages(language: string): Messages['blog'] | undefined {
  const code = languageOrDefault(language);
  const loaded = getLoadedMessages(code)?.blog;
  const query = useQuery({
    queryKey: ['catalogue', code, 'blog'],
    queryFn: async () => (await loadMessages(code, ['blog'])).blog,
    enabled: !loaded,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return loaded ?? query.data;
}
