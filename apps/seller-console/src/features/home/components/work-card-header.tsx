import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The head of a Home card of work waiting (orders, offers): its icon, heading and one line of state, and the way
 * into its screen; the line sits beside the icon and the action wraps below on a phone.
 */
export function WorkCardHeader(props: {
  icon: ReactNode;
  headingId: string;
  title: string;
  /** The state line under the heading (nothing: no line). */
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
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
        {props.icon}
      </Box>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography id={props.headingId} variant="h2" sx={{ fontSize: '1.15rem' }}>
          {props.title}
        </Typography>
        {props.children && <Typography color="text.secondary">{props.children}</Typography>}
      </Box>
      {props.action}
    </Box>
  );
}
