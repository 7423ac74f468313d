import { use } from 'react';
import { LocaleContext, type LocaleContextValue } from './locale-context';

export function useLocale(): LocaleContextValue {
  const context = use(LocaleContext);
  if (!context) throw new Error('useLocale must be used within a LocaleProvider');
  return context;
}
