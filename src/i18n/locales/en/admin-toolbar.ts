/** The post body's formatting toolbar and shortcuts (part of `admin`). */
export const toolbar = {
  label: 'Formatting',
  heading2: 'Heading',
  heading3: 'Subheading',
  bold: 'Bold',
  italic: 'Italic',
  link: 'Insert link',
  bulletList: 'Bulleted list',
  numberedList: 'Numbered list',
  quote: 'Quote',
  withShortcut: '{name} ({shortcut})',
  saveShortcutLive:
    '{shortcut} saves drafts only. Save changes to a published or scheduled post with the button below the form.',
};
