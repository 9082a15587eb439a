import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** docs/product.md §9: at most 5 numbered buttons, pages 1..min(5, totalPages). */
const MAX_PAGE_BUTTONS = 5;

export interface ShelfPaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Previous, the numbered pages and Next. */
export function ShelfPagination({ page, totalPages, onPage }: ShelfPaginationProps) {
  const numbers = Array.from({ length: Math.min(MAX_PAGE_BUTTONS, totalPages) }, (_, i) => i + 1);
  return (
    <nav aria-label="Shelf pages" className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      {numbers.map((n) => (
        <Button
          key={n}
          variant={n === page ? 'primary' : 'ghost'}
          size="sm"
          aria-label={`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          className="min-w-9"
        >
          {n}
        </Button>
      ))}
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
