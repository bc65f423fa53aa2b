import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { now } from '@/lib/dates';
import { formatCount } from '@/lib/format';
import {
  BOOKINGS_FILE_TYPE,
  bookingsFileName,
  buildBookingsFile,
  fileProblemMessage,
  importSummary,
  isTooLarge,
  parseBookingsFile,
  planImport,
  serializeBookingsFile,
} from './bookingsFile';
import {
  bookingsImported,
  selectAreBookingsLoaded,
  selectBookings,
  selectUnreadableEntries,
} from './bookingsSlice';
import { downloadTextFile } from './calendarFileDownload';

type Outcome = { kind: 'done' | 'problem'; message: string } | null;

/** A file's text, as UTF-8. */
const readText = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

const countBookings = (count: number) => `${formatCount(count)} ${count === 1 ? 'booking' : 'bookings'}`;

/**
 * Move your bookings: Export saves this device's bookings as a file (docs/bookings-file.md),
 * Import reads such a file and merges it in by id. What happened is said in a status line; a
 * file that can't be imported is explained in an alert, and changes nothing.
 */
export function MoveBookings({ hasHeading = false }: { hasHeading?: boolean }) {
  const headingId = useId();
  const dispatch = useAppDispatch();
  const bookings = useAppSelector(selectBookings);
  const unreadable = useAppSelector(selectUnreadableEntries);
  const isLoaded = useAppSelector(selectAreBookingsLoaded);
  const fileInput = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const problem = (message: string) => setOutcome({ kind: 'problem', message });

  const handleExport = () => {
    const at = now().toDate();
    const fileName = bookingsFileName(at);
    downloadTextFile(
      serializeBookingsFile(buildBookingsFile(bookings, unreadable, at)),
      fileName,
      BOOKINGS_FILE_TYPE,
    );
    setOutcome({
      kind: 'done',
      message: `${countBookings(bookings.length + unreadable.length)} saved to ${fileName}. On your other device, open Tablo and import this file.`,
    });
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file can be chosen again.
    input.value = '';
    if (!file) return;
    setOutcome(null);
    if (isTooLarge(file.size)) return problem(fileProblemMessage('too-large'));
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return problem(fileProblemMessage('unreadable-file'));
    }
    const parsed = parseBookingsFile(text);
    if (!parsed.ok) return problem(fileProblemMessage(parsed.problem, parsed.version));
    const plan = planImport(bookings, parsed.file);
    dispatch(bookingsImported({ records: plan.records, unreadable: plan.unreadable }));
    setOutcome({ kind: 'done', message: importSummary(plan.counts) });
  };

  return (
    <Box component="section" aria-labelledby={hasHeading ? headingId : undefined}>
      {hasHeading && (
        <Typography id={headingId} component="h3" variant="h6" sx={{ mb: 1 }}>
          Move your bookings
        </Typography>
      )}
      <Typography>
        Your bookings are kept in this browser. To see them on another device, export them to a file here,
        then import that file there. Bookings already on a device are never duplicated.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        {isLoaded ? `${countBookings(bookings.length)} on this device.` : 'Reading your bookings…'}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button
          variant="contained"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={handleExport}
          disabled={!isLoaded}
        >
          Export bookings
        </Button>
        <Button
          variant="outlined"
          startIcon={<FileUploadOutlinedIcon />}
          onClick={() => fileInput.current?.click()}
          disabled={!isLoaded}
        >
          Import bookings
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          aria-label="Bookings file to import"
          hidden
          onChange={(event) => void handleFile(event)}
        />
      </Box>
      <Typography role="status" sx={{ mt: outcome?.kind === 'done' ? 2 : 0, fontWeight: 600 }}>
        {outcome?.kind === 'done' ? outcome.message : ''}
      </Typography>
      {outcome?.kind === 'problem' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {outcome.message}
        </Alert>
      )}
    </Box>
  );
}
