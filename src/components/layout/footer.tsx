// Placeholder: replaced by the full footer (issue 2, chrome).
export function Footer() {
  return <footer className="border-border border-t py-12" />;
}
