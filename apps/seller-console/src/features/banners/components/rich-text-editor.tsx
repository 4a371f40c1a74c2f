import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { isAllowedBannerHref } from '@portico/domain/banner-html';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n.ts';

/**
 * A small rich-text editor for banner HTML: a contentEditable area with a toolbar over the Q-069 tags only
 * (bold, italic, underline, lists, links). The browser's editing commands produce those tags; whatever else a paste
 * brings is dropped by the server's sanitiser on save, and the preview beside it shows what is kept. No editor
 * library: the allow-list is small and the sanitiser has the last word.
 */
export function RichTextEditor(props: { initialHtml: string; onChange(html: string): void; error?: string }) {
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [href, setHref] = useState('https://');

  // Only on mount: the area owns its content afterwards.
  const [initialHtml] = useState(props.initialHtml);
  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
    // Enter makes paragraphs, not divs (which the sanitiser would unwrap).
    document.execCommand('defaultParagraphSeparator', false, 'p');
  }, [initialHtml]);

  const changed = () => props.onChange(area.current?.innerHTML ?? '');
  const command = (name: string, value?: string) => {
    area.current?.focus();
    document.execCommand(name, false, value);
    changed();
  };
  const rememberSelection = () => {
    const selection = window.getSelection();
    if (selection && selection.rangeCount > 0 && area.current?.contains(selection.anchorNode)) {
      savedRange.current = selection.getRangeAt(0).cloneRange();
    }
  };
  const addLink = () => {
    const url = href.trim();
    setLinkAnchor(null);
    if (!isAllowedBannerHref(url)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (selection?.isCollapsed && selection.anchorNode) {
      // No text chosen: the address becomes the link's text, selected so createLink wraps it.
      document.execCommand('insertText', false, url);
      const node = selection.anchorNode;
      const end = selection.anchorOffset;
      if (node) {
        const range = document.createRange();
        range.setStart(node, Math.max(0, end - url.length));
        range.setEnd(node, end);
        selection.removeAllRanges();
        selection.addRange(range);
      }
    }
    document.execCommand('createLink', false, url);
    // a banner link opens a new tab (the sanitiser adds rel="noopener noreferrer").
    for (const a of area.current?.querySelectorAll('a:not([target])') ?? [])
      a.setAttribute('target', '_blank');
    changed();
  };

  const tool = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  return (
    <Box>
      <Stack
        direction="row"
        role="toolbar"
        aria-label={t('consoleBannerToolbar')}
        spacing={0.5}
        sx={{ border: 1, borderBottom: 0, borderColor: 'divider', borderRadius: '4px 4px 0 0', p: 0.5 }}
      >
        {tool(t('consoleBold'), <FormatBold />, () => command('bold'))}
        {tool(t('consoleItalic'), <FormatItalic />, () => command('italic'))}
        {tool(t('consoleUnderline'), <FormatUnderlined />, () => command('underline'))}
        {tool(t('consoleBulletedList'), <FormatListBulleted />, () => command('insertUnorderedList'))}
        {tool(t('consoleNumberedList'), <FormatListNumbered />, () => command('insertOrderedList'))}
        {tool(t('consoleAddLink'), <InsertLink />, () => {
          rememberSelection();
          setHref('https://');
          setLinkAnchor(area.current);
        })}
        {tool(t('consoleRemoveLink'), <LinkOff />, () => command('unlink'))}
      </Stack>
      <Box
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label={t('consoleBannerText')}
        aria-invalid={props.error ? true : undefined}
        contentEditable
        suppressContentEditableWarning
        onInput={changed}
        onBlur={changed}
        sx={{
          minHeight: 120,
          p: 1.5,
          border: 1,
          borderColor: props.error ? 'error.main' : 'divider',
          borderRadius: '0 0 4px 4px',
          outline: 'none',
          '&:focus': {
            borderColor: 'primary.main',
            boxShadow: (th) => `inset 0 0 0 1px ${th.palette.primary.main}`,
          },
          '& p': { m: 0 },
        }}
      />
      <Popover
        open={Boolean(linkAnchor)}
        anchorEl={linkAnchor}
        onClose={() => setLinkAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        <Box
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            addLink();
          }}
          sx={{ p: 2, width: 360 }}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('consoleLinkAddress')}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            error={href.trim() !== 'https://' && !isAllowedBannerHref(href)}
            helperText={t('consoleLinkOpensNewTab')}
          />
        </Box>
      </Popover>
    </Box>
  );
}
