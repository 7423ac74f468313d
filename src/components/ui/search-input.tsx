import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from './input';

/**
 * A search box: the magnifier, `type="search"`, no autocomplete and a length cap (searches are
 * short; the cap also bounds what reaches the database). `className` is the wrapper's.
 */
export function SearchInput({ className, ...props }: ComponentProps<'input'>) {
  return (
    <div className={className ? `relative ${className}` : 'relative'}>
      <Search
        aria-hidden
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <Input type="search" autoComplete="off" maxLength={100} {...props} className="pl-9" />
    </div>
  );
}
