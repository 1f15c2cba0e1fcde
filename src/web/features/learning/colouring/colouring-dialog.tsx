import { Download, Printer } from 'lucide-react';
import type { Story, StoryScene } from '@common/schemas/learning';
import { Button, buttonVariants } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LEARNING_COPY } from '../learning-copy';
import { colouringPageSvg, sceneCaption } from './colouring-page';
import { printableDocument } from './printable-document';

const TEXT = LEARNING_COPY.colouring;

/** 'Create Illustrations': the story's colouring page, to print (a print-friendly page opens) or download. */
export function ColouringDialog({ story, scene, onClose }: { story: Story; scene: StoryScene; onClose: () => void }) {
  const svg = colouringPageSvg(story.title, scene);
  const dataUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  const print = () => {
    const url = URL.createObjectURL(new Blob([printableDocument(story.title, svg)], { type: 'text/html' }));
    const view = window.open(url, '_blank');
    view?.addEventListener('load', () => view.print(), { once: true });
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{TEXT.title}</DialogTitle>
          <DialogDescription>{sceneCaption(scene)}</DialogDescription>
        </DialogHeader>
        <img src={dataUrl} alt={`${TEXT.alt} ${sceneCaption(scene)}`} className="mx-auto w-full max-w-md rounded-md border bg-white" />
        <DialogFooter>
          <a href={dataUrl} download={`${story.title}.svg`} className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {TEXT.download}
          </a>
          <Button onClick={print}>
            <Printer aria-hidden="true" />
            {TEXT.print}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
