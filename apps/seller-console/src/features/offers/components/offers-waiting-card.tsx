import ArrowForward from '@mui/icons-material/ArrowForward';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { Link } from 'react-router';
import { t } from '../../../lib/i18n.ts';
import { WorkCardHeader } from '../../home/components/work-card-header.tsx';
import { useSellerOffers } from '../api/get-seller-offers.ts';
import { formatAge, offersWord } from '../logic/format.ts';

/** The home page's view of the work queue: how many offers wait and since when, with a way in. */
export function OffersWaitingCard() {
  const inbox = useSellerOffers({});
  const offers = inbox.data?.offers ?? [];
  const oldest = offers.reduce<string | undefined>(
    (min, o) => (min === undefined || o.createdAt < min ? o.createdAt : min),
    undefined,
  );
  return (
    <Card component="section" aria-labelledby="offers-waiting-heading">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, '&:last-child': { pb: { xs: 2.5, sm: 3 } } }}>
        <WorkCardHeader
          icon={<LocalOfferOutlined />}
          headingId="offers-waiting-heading"
          title={t('consoleOffers')}
          action={
            <Button component={Link} to="/offers" variant="outlined" endIcon={<ArrowForward />}>
              {t('consoleOpenInbox')}
            </Button>
          }
        >
          {inbox.isPending ? (
            <Skeleton width={220} />
          ) : inbox.isError ? (
            t('consoleTheInboxCouldNotBeLoaded')
          ) : offers.length === 0 ? (
            t('consoleNoOffersWaitingForAnAnswer')
          ) : (
            t('consoleWaitingForAnAnswer', {
              value: offersWord(offers.length),
              value2: oldest ? t('consoleOldestAge', { age: formatAge(oldest) }) : '',
            })
          )}
        </WorkCardHeader>
      </CardContent>
    </Card>
  );
}
