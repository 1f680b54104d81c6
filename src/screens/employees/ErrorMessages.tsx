import Alert from '@mui/material/Alert';

/** The server's messages of a refused change (422), listed above the panel's buttons. */
export function ErrorMessages({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </Alert>
  );
}
