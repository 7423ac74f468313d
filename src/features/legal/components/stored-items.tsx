import { storedItems, type StoredItemGroup } from '@/config/stored-items';
import { format } from '@/i18n/format';
import { useLocale } from '@/i18n/use-locale';

/**
 * The items of one group as the policy lists them: name, what it holds and why, where, for how
 * long and on what legal basis. Straight from the registry the code stores with
 * (config/stored-items.ts), so a key cannot be stored without appearing here.
 */
export function StoredItems({ group, service }: { group: StoredItemGroup; service: string }) {
  const { messages } = useLocale();
  const text = messages.legal.cookies;
  const items = storedItems.filter((item) => item.group === group);
  return (
    <ul className="not-prose mt-6 space-y-4" data-stored-items={group}>
      {items.map((item) => {
        const { name, purpose, retention } = text.storedItems[item.id];
        return (
          <li
            key={item.id}
            data-stored-item={item.id}
            className="border-border bg-background rounded-xl border p-5"
          >
            <h3 className="text-body text-foreground font-semibold">{name}</h3>
            <p className="text-caption text-muted-foreground mt-1.5">
              {format(purpose, { service })}
            </p>
            <dl className="text-caption mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <dt className="text-foreground font-medium">{text.itemLabels.names}</dt>
              <dd className="flex flex-wrap gap-1.5">
                {item.names.map((storageName) => (
                  <code
                    key={storageName}
                    data-storage-key={storageName}
                    className="bg-muted text-foreground rounded px-1.5 py-0.5 font-mono text-[0.8125rem] break-all"
                  >
                    {storageName}
                  </code>
                ))}
              </dd>
              <dt className="text-foreground font-medium">{text.itemLabels.area}</dt>
              <dd className="text-muted-foreground">{text.areas[item.area]}</dd>
              <dt className="text-foreground font-medium">{text.itemLabels.retention}</dt>
              <dd className="text-muted-foreground">{format(retention, { service })}</dd>
              <dt className="text-foreground font-medium">{text.itemLabels.basis}</dt>
              <dd className="text-muted-foreground">{text.bases[item.basis]}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
