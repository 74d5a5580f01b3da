import { useEffect } from "react";

/** Keeps `document.title` equal to `title` while the caller is mounted, and puts back the one it found. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
