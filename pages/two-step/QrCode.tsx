import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Spinner } from '../../src/ui/Spinner.tsx';

// qrcode.react loads only when a QR code is shown (docs/architecture.md "Build and bundles": heavy widgets are lazy).
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

const SIZE = 192;

/** The `otpauth://` URI as a QR code, with a spinner of the same size while the library loads. */
export function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ width: SIZE + 32, height: SIZE + 32, display: 'grid', placeItems: 'center', bgcolor: '#fff' }}>
      <Suspense fallback={<Spinner size="md" />}>
        <QRCodeSVG value={value} size={SIZE} role="img" aria-label={label} data-qr-value={value} />
      </Suspense>
    </Box>
  );
}
