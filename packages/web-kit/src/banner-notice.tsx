import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * One broadcast banner as the portal shows it: an outlined info alert with the banner's HTML and,
 * in the portal, a dismiss button. The portal's banner bar and the console's preview both render this, so the
 * preview is the portal's rendering. `html` must already be sanitised to the Q-069 tags (the portal: DOMPurify;
 * the console: the server's preview, which is what the portal receives).
 */
export function BannerNotice(props: { html: string; onClose?: () => void; closeLabel?: string }) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      onClose={props.onClose}
      slotProps={{ closeButton: { 'aria-label': props.closeLabel, title: props.closeLabel } }}
      sx={{ bgcolor: 'background.paper', alignItems: 'center', '& .MuiAlert-message': { width: '100%' } }}
    >
      <Box
        sx={{ '& p': { m: 0 }, '& a': { color: 'primary.main', fontWeight: 600 } }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the Q-069 allow-list by the caller (see above)
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    </Alert>
  );
}
