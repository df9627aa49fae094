/**
 * The register form in real Chromium, both variants: the terms box starts unticked and the
 * birthday empty (CONTRIBUTING, "Spec defaults we changed on purpose"), and the form refuses to
 * send until the member gives both, saying why beside the control and moving the focus there.
 */
import type { Language } from "@site/contracts";
import { createI18n } from "@site/i18n";
import { ToastProvider } from "@site/ui/toast";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { userEvent as browserUser } from "vitest/browser";
import RegisterPage from "../src/features/auth/register-page.tsx";
import { type Session, SessionContext } from "../src/session/session.tsx";
import { fakeSession } from "./support/session.ts";

type Register = Session["calls"]["register"];

function renderRegister(path: string, lang: Language = "en") {
  const register = vi.fn<Register>(async () => ({
    status: -9,
    msg: "We could not create your account; please try again",
  }));
  const session = fakeSession({ calls: { register } as unknown as Session["calls"] });
  const router = createMemoryRouter(
    [
      { path: "/w/regist", element: <RegisterPage /> },
      { path: "/m/Register", element: <RegisterPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <ToastProvider>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </ToastProvider>
    </I18nextProvider>,
  );
  return register;
}

async function fillAllButBirthdayAndTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /^Username/ }), "newmember");
  await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "newmember@example.com");
  await user.type(screen.getByLabelText(/^Password/), "tulip-K9q");
  await user.type(screen.getByLabelText(/^Repeat password/), "tulip-K9q");
  await user.click(screen.getByRole("button", { name: /^Country or region/ }));
  await user.click(await screen.findByRole("option", { name: "Taiwan" }));
  // No gender is preselected (issue 50): the member picks one.
  await user.click(screen.getByRole("radio", { name: "Female" }));
}

async function chooseBirthday(user: ReturnType<typeof userEvent.setup>, variant: "w" | "m") {
  if (variant === "w") {
    await user.selectOptions(screen.getByRole("combobox", { name: "Year" }), "1994");
    await user.selectOptions(screen.getByRole("combobox", { name: "Month" }), "2");
    await user.selectOptions(screen.getByRole("combobox", { name: "Day" }), "28");
  } else {
    // The browser's own date input: typed through the real browser, as a member would.
    const input = screen.getByLabelText(/^Birthday/) as HTMLInputElement;
    await browserUser.fill(input, "1994-02-28");
    await waitFor(() => expect(input.value).toBe("1994-02-28"));
  }
}

const box = () => screen.getByRole("checkbox", { name: /I am 18 or older/ });

afterEach(cleanup);

describe.each([
  ["desktop", "w", "/w/regist"],
  ["phone", "m", "/m/Register"],
] as const)("the %s register form", (_name, variant, path) => {
  it("starts with the terms box unticked and no birthday", async () => {
    renderRegister(path);
    expect(await screen.findByRole("heading", { name: "Create your account" })).toBeTruthy();
    expect((box() as HTMLInputElement).checked).toBe(false);
    if (variant === "w") {
      for (const part of ["Year", "Month", "Day"]) {
        expect((screen.getByRole("combobox", { name: part }) as HTMLSelectElement).value).toBe("");
      }
    } else {
      expect((screen.getByLabelText(/^Birthday/) as HTMLInputElement).value).toBe("");
    }
  });

  it("refuses to send without the terms box, says why beside it and moves the focus there", async () => {
    const user = userEvent.setup();
    const register = renderRegister(path);
    await screen.findByRole("heading", { name: "Create your account" });
    await fillAllButBirthdayAndTerms(user);
    await chooseBirthday(user, variant);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(document.activeElement).toBe(box()));
    const rule = screen.getByText("Please accept the terms of use");
    expect(box().getAttribute("aria-invalid")).toBe("true");
    expect(box().getAttribute("aria-describedby")).toContain(rule.closest("p")?.id);
    expect(register).not.toHaveBeenCalled();

    // The keyboard ticks it: Space on the focused box, then Enter on the button sends.
    await user.keyboard(" ");
    expect((box() as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(screen.queryByText("Please accept the terms of use")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0]).toMatchObject({
      birthday: Date.UTC(1994, 1, 28),
      username: "newmember",
    });
  });

  it("starts with no gender chosen, and refuses to send until one is", async () => {
    const user = userEvent.setup();
    const register = renderRegister(path);
    await screen.findByRole("heading", { name: "Create your account" });
    expect(screen.getByRole("radio", { name: "Male" }).getAttribute("aria-checked")).toBe("false");
    expect(screen.getByRole("radio", { name: "Female" }).getAttribute("aria-checked")).toBe("false");
    await user.type(screen.getByRole("textbox", { name: /^Username/ }), "newmember");
    await user.type(screen.getByRole("textbox", { name: /^E-mail/ }), "newmember@example.com");
    await user.type(screen.getByLabelText(/^Password/), "tulip-K9q");
    await user.type(screen.getByLabelText(/^Repeat password/), "tulip-K9q");
    await user.click(screen.getByRole("button", { name: /^Country or region/ }));
    await user.click(await screen.findByRole("option", { name: "Taiwan" }));
    await chooseBirthday(user, variant);
    await user.click(box());
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please choose your gender")).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
    await user.click(screen.getByRole("radio", { name: "Male" }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
    expect(register.mock.calls[0]?.[0]).toMatchObject({ sex: 1 });
  });

  it("refuses to send without a birthday and moves the focus to it", async () => {
    const user = userEvent.setup();
    const register = renderRegister(path);
    await screen.findByRole("heading", { name: "Create your account" });
    await fillAllButBirthdayAndTerms(user);
    await user.click(box());
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const first =
      variant === "w" ? screen.getByRole("combobox", { name: "Year" }) : screen.getByLabelText(/^Birthday/);
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(screen.getByText("Please enter your birthday")).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it("says the terms rule in the member's language", async () => {
    const user = userEvent.setup();
    renderRegister(path, "zhtw");
    await screen.findByRole("heading", { name: "建立您的帳號" });
    await user.click(screen.getByRole("button", { name: "建立帳號" }));
    expect(await screen.findByText("請同意使用條款")).toBeTruthy();
  });
});
