import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { t } from '../../../lib/i18n.ts';
import type { AnswerFailure } from '../logic/answer-results.ts';
import { offersWord } from '../logic/format.ts';

/** Which answers the server refused and why (e.g. the buyer withdrew or changed the offer meanwhile). */
export function AnswerFailures({ failures, onClose }: { failures: AnswerFailure[]; onClose(): void }) {
  return (
    <Alert severity="warning" onClose={onClose} role="alert">
      <AlertTitle>
        {failures.length === 1
          ? t('console1OfferCouldNotBeAnswered')
          : t('consoleCouldNotBeAnswered', { length: offersWord(failures.length) })}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {failures.map((f) => (
          <li key={f.offerId}>
            {f.offer ? (
              <>
                <strong>{f.offer.itemDescription}</strong> ({f.offer.itemNumber}
                {t('consoleFrom')} {f.offer.buyer.name}:{' '}
              </>
            ) : (
              <>
                {t('consoleOffer')} {f.offerId}:{' '}
              </>
            )}
            {f.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
