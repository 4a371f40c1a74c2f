import ArrowForward from '@mui/icons-material/ArrowForward';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useSellerOffers } from '../api/get-seller-offers.ts';
import { formatAge } from '../logic/format.ts';

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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 48,
              height: 48,
              borderRadius: 1,
              display: 'grid',
              placeItems: 'center',
              bgcolor: theme.palette.action.hover,
              color: 'primary.main',
            })}
          >
            <LocalOfferOutlined />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 200 }}>
            <Typography id="offers-waiting-heading" variant="h2" sx={{ fontSize: '1.15rem' }}>
              Offers
            </Typography>
            <Typography color="text.secondary">
              {inbox.isPending ? (
                <Skeleton width={220} />
              ) : inbox.isError ? (
                'The inbox could not be loaded.'
              ) : offers.length === 0 ? (
                'No offers waiting for an answer'
              ) : (
                `${offers.length === 1 ? '1 offer' : `${offers.length} offers`} waiting for an answer${oldest ? ` · oldest ${formatAge(oldest)}` : ''}`
              )}
            </Typography>
          </Box>
          <Button component={Link} to="/offers" variant="outlined" endIcon={<ArrowForward />}>
            Open inbox
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
