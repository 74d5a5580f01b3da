import { act, render } from "@testing-library/react";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { useUrlQuery } from "@/hooks/use-url-query";

interface Query {
  queue: string;
  state: string;
}
const read = (params: URLSearchParams): Query => ({ queue: params.get("queue") ?? "", state: params.get("state") ?? "all" });
const write = (query: Query) => new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));

describe("useUrlQuery", () => {
  it("keeps both of two changes made before the first renders", async () => {
    let update: (change: Partial<Query>) => void = () => undefined;
    function Page() {
      const [query, set] = useUrlQuery(read, write);
      update = set;
      return createElement("p", null, `${query.queue}/${query.state}`);
    }
    const router = createMemoryRouter([{ path: "/jobs", element: createElement(Page) }], { initialEntries: ["/jobs"] });
    const view = render(createElement(RouterProvider, { router }));
    await act(async () => {
      update({ queue: "crawl" }); // a queue card
      update({ state: "dead" }); // then the state filter, with no render between
    });
    expect(router.state.location.search).toBe("?queue=crawl&state=dead");
    expect(view.getByText("crawl/dead")).toBeInTheDocument();

    await act(async () => {
      update({ state: "all" });
    });
    expect(router.state.location.search).toBe("?queue=crawl&state=all");
  });
});
