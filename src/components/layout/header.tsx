// Placeholder: replaced by the full header (issue 2, chrome).
export function Header() {
  return (
    <header className="border-border bg-background fixed inset-x-0 top-0 z-40 h-16 border-b" />
  );
}
