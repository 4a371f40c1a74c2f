import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { isSafeLink } from '../../lib/routes.ts';
import { useSiteConfig } from '../../lib/site-config.ts';
import { COARSE_POINTER } from '../../lib/theme.ts';

/** the tenant's copyright text and footer links, each opening in a new tab. */
export function Footer() {
  const { t } = useTranslation();
  const { business_copyrights_text: copyright, footer_links: links = [] } = useSiteConfig();
  const safeLinks = links.filter((l) => isSafeLink(l.url));
  if (!copyright && safeLinks.length === 0) return null;
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', px: { xs: 2, sm: 3 }, py: 2, bgcolor: 'background.paper' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {copyright}
        </Typography>
        {safeLinks.length > 0 ? (
          <Box component="nav" aria-label={t('footerLinks')}>
            <Stack
              component="ul"
              direction="row"
              spacing={2.5}
              useFlexGap
              sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}
            >
              {safeLinks.map((link) => (
                <li key={`${link.url}|${link.label}`}>
                  <MuiLink
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    underline="hover"
                    sx={{
                      color: 'text.secondary',
                      fontWeight: 500,
                      // A link to tap on a touch screen: 44 px tall (WCAG 2.5.5).
                      [COARSE_POINTER]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 },
                    }}
                  >
                    {link.i18n ? t(link.i18n, { defaultValue: link.label }) : link.label}
                    <Box component="span" sx={visuallyHidden}>
                      {` ${t('opensInNewTab')}`}
                    </Box>
                  </MuiLink>
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
