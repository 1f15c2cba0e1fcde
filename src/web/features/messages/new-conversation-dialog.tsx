import { MessageSquarePlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api';
import { useCreateConversation } from './use-messaging';

/** 'New conversation': asks for a subject, creates the thread and opens it. */
export function NewConversationDialog({ onCreated }: { onCreated: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const create = useCreateConversation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!subject.trim()) return;
    create.mutate(subject.trim(), {
      onSuccess: (conversation) => {
        setOpen(false);
        setSubject('');
        onCreated(conversation.id);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) create.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <MessageSquarePlus aria-hidden="true" />
          New conversation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New conversation</DialogTitle>
            <DialogDescription>Start a thread with your co-parent about one topic.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="conversation-subject">Subject</Label>
            <Input
              id="conversation-subject"
              value={subject}
              maxLength={120}
              onChange={(e) => setSubject(e.target.value)}
              placeholder="e.g. Summer holidays"
            />
            {create.isError && (
              <p role="alert" className="text-sm text-destructive">
                {errorMessage(create.error)}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="submit" disabled={!subject.trim() || create.isPending}>
              Create
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
