import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { AnswerFailure } from '../logic/answer-results.ts';
import { offersWord } from '../logic/format.ts';

/** Which answers the server refused and why (e.g. the buyer withdrew or changed the offer meanwhile). */
export function AnswerFailures({ failures, onClose }: { failures: AnswerFailure[]; onClose(): void }) {
  return (
    <Alert severity="warning" onClose={onClose} role="alert">
      <AlertTitle>
        {failures.length === 1
          ? '1 offer could not be answered'
          : `${offersWord(failures.length)} could not be answered`}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {failures.map((f) => (
          <li key={f.offerId}>
            {f.offer ? (
              <>
                <strong>{f.offer.itemDescription}</strong> ({f.offer.itemNumber}) from {f.offer.buyer.name}:{' '}
              </>
            ) : (
              <>Offer {f.offerId}: </>
            )}
            {f.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
