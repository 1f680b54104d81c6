import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { ReactNode } from 'react';

/** A card of the employee page: a heading (named region for screen readers), an optional button, the content. */
export function EmployeePanel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} sx={{ mt: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={action}
        sx={{ pb: 1 }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

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
