import { downloadBlob } from '../../lib/download.ts';
import { toast } from '../../lib/toast.ts';

/** Saves the canvas as a PNG file. */
async function downloadCanvas(canvas: HTMLCanvasElement, fileName: string): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the image');
  downloadBlob(blob, fileName);
}

/** Download with the toasts of docs/product.md §8; `forInstagram` explains the manual posting step. */
export async function downloadWithToast(
  canvas: HTMLCanvasElement,
  fileName: string,
  forInstagram: boolean,
): Promise<void> {
  try {
    await downloadCanvas(canvas, fileName);
    toast({
      title: 'Image Downloaded!',
      description: forInstagram
        ? 'Open Instagram and post it from your photos (Instagram only takes posts from its app).'
        : `Saved as ${fileName}.`,
    });
  } catch {
    toast({
      title: 'Download Failed',
      description: 'Your browser could not save the image. Please try again.',
      variant: 'destructive',
    });
  }
}

export async function copyWithToast(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast({ title: 'Text Copied!', description: 'Paste it into your post along with the image.' });
  } catch {
    toast({
      title: 'Copy Failed',
      description: 'Your browser blocked the clipboard. Select the post text and copy it yourself.',
      variant: 'destructive',
    });
  }
}
