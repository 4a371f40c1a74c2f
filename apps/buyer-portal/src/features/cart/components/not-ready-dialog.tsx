import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsAppUrl } from '../../../lib/routes.ts';
import { useSession } from '../../../lib/session.ts';
import { COARSE_POINTER } from '../../../lib/theme.ts';

function ContactLine({
  icon,
  label,
  href,
  text,
}: {
  icon: ReactNode;
  label: string;
  href: string;
  text: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 72 }}>
        {label}
      </Typography>
      <Link
        href={href}
        target={href.startsWith('http') ? '_blank' : undefined}
        rel="noopener noreferrer"
        // A contact to tap: the whole 44 px line height on a touch screen (WCAG 2.5.5).
        sx={{ [COARSE_POINTER]: { display: 'inline-flex', alignItems: 'center', minHeight: 44 } }}
      >
        {text}
      </Link>
    </Stack>
  );
}

/**
 * G-071 / G-072 (O-017): a prospect's checkout is refused with prospectCannotCheckoutContactSalesRep; this dialog
 * shows the spec's text, the sales rep's e-mail, phone and WhatsApp links (user-info) and a BACK button.
 */
export function NotReadyDialog({
  open,
  onClose,
  onClosed,
}: {
  open: boolean;
  onClose(): void;
  /** Once closed: where the focus goes (the button that opened it). */
  onClosed?(): void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : undefined;
  const email = user?.salesRepEmail?.trim();
  const phone = user?.salesRepPhone?.trim();
  const whatsApp = whatsAppUrl(user?.salesRepWhatApp);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-describedby="cart-not-ready-text"
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle>{t('cartNotReadyTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="cart-not-ready-text" sx={{ mb: 2 }}>
          {t('prospectCannotCheckoutContactSalesRep')}
        </DialogContentText>
        {email || phone || whatsApp ? (
          <Stack spacing={1.25}>
            <Typography variant="subtitle2">{t('cartSalesRepContact')}</Typography>
            {email ? (
              <ContactLine
                icon={<EmailOutlined fontSize="small" color="action" />}
                label={t('cartSalesRepEmail')}
                href={`mailto:${email}`}
                text={email}
              />
            ) : null}
            {phone ? (
              <ContactLine
                icon={<PhoneOutlined fontSize="small" color="action" />}
                label={t('cartSalesRepPhone')}
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                text={phone}
              />
            ) : null}
            {whatsApp ? (
              <ContactLine
                icon={<WhatsApp fontSize="small" color="action" />}
                label={t('cartSalesRepWhatsApp')}
                href={whatsApp}
                text={user?.salesRepWhatApp ?? ''}
              />
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('back')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
