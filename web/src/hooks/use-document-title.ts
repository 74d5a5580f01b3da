import { useEffect } from "react";

/** Keeps `document.title` equal to `title`. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
