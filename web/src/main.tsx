import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import "@/styles/base.css";
import "@/styles/components.css";
import "@/styles/layout.css";
import "@/styles/login.css";
import "@/styles/pages.css";
import "@/styles/slots.css";
import "@/styles/notifications.css";
import "@/styles/chat.css";
import "@/styles/announcements.css";

const container = document.getElementById("root");
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
