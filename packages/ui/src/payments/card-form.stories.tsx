import type { CardFormValues, FieldName } from "@site/contracts";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { type StoryKey, storyLanguage, t } from "../../../../.storybook/story-i18n.ts";
import { Catalog } from "../../../../stories/catalog.tsx";
import { InLanguage } from "../gift-store/story-language.tsx";
import { countryName } from "../member-card/member-facts.tsx";
import { CardForm, CardFormPreview, type CardFormPreviewProps } from "./card-form.tsx";

const meta = {
  title: "Components/Payments/CardForm",
  component: CardForm,
  args: {
    needsAddress: false,
    amountLabel: "$35.00",
    onSubmit: fn((_values: CardFormValues): Promise<void> | void => {}),
    onCancel: fn(),
  },
  render: (args) => (
    <div className="max-w-lg rounded-2xl bg-surface p-5 shadow-card">
      <CardForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const nextYear = String(new Date().getFullYear() + 1);

/** A name or label that starts with a text in the story's language (a select adds its value). */
const startsWith = (text: string) => (name: string) => name.startsWith(text);
/** The security code's field, found by its label. */
const cvvOf = (canvas: Canvas) => canvas.getByLabelText(startsWith(t("store:payments.card.cvv")));
/** A field's message as the form words it: the rule's text around the field's name, capitalised. */
function fieldMessage(rule: "required" | "format", field: FieldName): string {
  const text = t(`messages:errors.${rule}`, { field: t(`messages:fields.${field}` as StoryKey) });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

async function choose(canvas: Canvas, select: (name: string) => boolean, option: string) {
  await userEvent.click(canvas.getByRole("button", { name: select }));
  // The options float in a portal outside the story's canvas.
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

/** Fills every field a card-only provider wants, as a member would. */
async function fillCard(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: t("store:payments.card.firstName") }), " Mei ");
  await userEvent.type(canvas.getByRole("textbox", { name: t("store:payments.card.lastName") }), "Lin");
  await userEvent.type(
    canvas.getByRole("textbox", { name: t("store:payments.card.number") }),
    "4242 4242-4242 4242",
  );
  await choose(canvas, startsWith(t("store:payments.card.month")), "08");
  await choose(canvas, startsWith(t("store:payments.card.year")), nextYear);
  await userEvent.type(cvvOf(canvas), "123");
  await choose(canvas, startsWith(t("store:payments.card.country")), countryName("TW", storyLanguage()));
  await userEvent.type(
    canvas.getByRole("textbox", { name: t("store:payments.card.phone") }),
    "+886 912 345 678",
  );
  await userEvent.type(
    canvas.getByRole("textbox", { name: t("store:payments.card.email") }),
    "mei@example.com",
  );
}

/** Every field filled: the schema's values go to the app (the number without its spaces). */
export const Submits: Story = {
  name: "Every field filled, sent",
  play: async ({ canvas, args }) => {
    await fillCard(canvas);
    await userEvent.click(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Mei",
      lastname: "Lin",
      cardnumber: "4242424242424242",
      exp_month: 8,
      exp_year: Number(nextYear),
      cvv: "123",
      country: "TW",
      phone: "+886 912 345 678",
      grEmail: "mei@example.com",
    });
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** Sent empty: one clear message per field, nothing goes to the app, and the first field has focus. */
export const RefusesInvalidInput: Story = {
  name: "Sent empty, every field refused",
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText(fieldMessage("required", "firstName"))).toBeNull();
    await userEvent.click(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const first = canvas.getByRole("textbox", { name: t("store:payments.card.firstName") });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAccessibleDescription(fieldMessage("required", "firstName"));
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.lastName") }),
    ).toHaveAccessibleDescription(fieldMessage("required", "lastName"));
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.number") }),
    ).toHaveAccessibleDescription(fieldMessage("required", "card_number"));
    await expect(cvvOf(canvas)).toHaveAccessibleDescription(
      `${fieldMessage("required", "cvv")} ${t("store:payments.card.cvvHint")}`,
    );
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.email") }),
    ).toHaveAccessibleDescription(fieldMessage("required", "card_grEmail"));
    await expect(canvas.getByText(fieldMessage("required", "exp_month"))).toBeVisible();
    await expect(canvas.getByText(fieldMessage("required", "exp_year"))).toBeVisible();
    await expect(canvas.getByText(fieldMessage("required", "card_country"))).toBeVisible();
    await expect(canvas.getByText(fieldMessage("required", "card_fullPhone"))).toBeVisible();

    // Wrong rather than missing: the rule changes, and the app still hears nothing.
    await userEvent.type(first, "Mei");
    await expect(first).not.toHaveAccessibleDescription();
    await userEvent.type(canvas.getByRole("textbox", { name: t("store:payments.card.number") }), "1234");
    await userEvent.type(cvvOf(canvas), "12");
    await userEvent.type(canvas.getByRole("textbox", { name: t("store:payments.card.email") }), "mei@");
    await userEvent.click(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    );
    await expect(canvas.getByRole("textbox", { name: t("store:payments.card.lastName") })).toHaveFocus();
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.number") }),
    ).toHaveAccessibleDescription(fieldMessage("format", "card_number"));
    await expect(cvvOf(canvas)).toHaveAccessibleDescription(
      `${fieldMessage("format", "cvv")} ${t("store:payments.card.cvvHint")}`,
    );
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.email") }),
    ).toHaveAccessibleDescription(fieldMessage("format", "card_grEmail"));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Before a send, a field's message waits until the member leaves it. */
export const ErrorAfterLeavingAField: Story = {
  name: "Field left with an error",
  play: async ({ canvas }) => {
    const number = canvas.getByRole("textbox", { name: t("store:payments.card.number") });
    await userEvent.type(number, "4111");
    await expect(number).not.toHaveAccessibleDescription();
    await userEvent.tab();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toHaveAccessibleDescription(fieldMessage("format", "card_number"));
    // Fields not visited yet stay quiet.
    await expect(
      canvas.getByRole("textbox", { name: t("store:payments.card.firstName") }),
    ).not.toHaveAccessibleDescription();
  },
};

/** The number is grouped by fours as it is typed; letters never get in; the caret stays put. */
export const FormatsTheNumber: Story = {
  name: "Card number grouped by fours",
  play: async ({ canvas }) => {
    const number = canvas.getByRole<HTMLInputElement>("textbox", { name: t("store:payments.card.number") });
    await expect(number).toHaveAttribute("inputmode", "numeric");
    await expect(number).toHaveAttribute("autocomplete", "cc-number");
    await userEvent.type(number, "4242x42424242424");
    await expect(number).toHaveValue("4242 4242 4242 424");
    await userEvent.type(number, "2");
    await expect(number).toHaveValue("4242 4242 4242 4242");
    // A digit put in after the first group moves the rest along and keeps the caret behind it.
    number.setSelectionRange(5, 5);
    await userEvent.type(number, "9", { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(number).toHaveValue("4242 9424 2424 2424 2");
    await expect(number.selectionStart).toBe(6);
    // 19 digits at most.
    await userEvent.type(number, "99999");
    await expect(number.value.replace(/\D/g, "")).toHaveLength(19);
  },
};

/** Card-only providers: no address. The security code is masked. */
export const NoAddress: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("group", { name: t("store:payments.card.billingAddress") })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: t("store:payments.card.address") })).toBeNull();
    await expect(canvas.queryByRole("textbox", { name: t("store:payments.card.zip") })).toBeNull();
    const cvv = cvvOf(canvas);
    await expect(cvv).toHaveAccessibleDescription(t("store:payments.card.cvvHint"));
    await expect(cvv).toHaveAttribute("type", "password");
    await expect(cvv).toHaveAttribute("autocomplete", "cc-csc");
  },
};

/** The baiwan-type providers want the billing address too: four more fields, each required. */
export const WithAddress: Story = {
  args: { needsAddress: true },
  play: async ({ canvas, args }) => {
    const address = canvas.getByRole("group", { name: t("store:payments.card.billingAddress") });
    for (const name of (["address", "city", "state", "zip"] as const).map((k) =>
      t(`store:payments.card.${k}`),
    ))
      await expect(within(address).getByRole("textbox", { name })).toBeRequired();
    await fillCard(canvas);
    await userEvent.click(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const street = within(address).getByRole("textbox", { name: t("store:payments.card.address") });
    await expect(street).toHaveFocus();
    await expect(street).toHaveAccessibleDescription(fieldMessage("required", "card_address"));
    await expect(
      within(address).getByRole("textbox", { name: t("store:payments.card.zip") }),
    ).toHaveAccessibleDescription(fieldMessage("required", "card_ZipCode"));

    await userEvent.type(street, "1 Songshou Rd");
    await userEvent.type(
      within(address).getByRole("textbox", { name: t("store:payments.card.city") }),
      "Taipei",
    );
    await userEvent.type(
      within(address).getByRole("textbox", { name: t("store:payments.card.state") }),
      "Taipei",
    );
    await userEvent.type(within(address).getByRole("textbox", { name: t("store:payments.card.zip") }), "110");
    await userEvent.click(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ address: "1 Songshou Rd", city: "Taipei", state: "Taipei", ZipCode: "110" }),
    );
  },
};

/** While the app's promise runs the button spins and a second press sends nothing; a refusal shows. */
export const SpinsWhilePaying: Story = {
  name: "Paying, button busy",
  play: async ({ canvas, args }) => {
    let refuse: (reason: Error) => void = () => {};
    args.onSubmit.mockImplementation(
      () =>
        new Promise<void>((_, reject) => {
          refuse = reject;
        }),
    );
    await fillCard(canvas);
    const pay = canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) });
    await userEvent.click(pay);
    await expect(pay).toHaveAttribute("aria-busy", "true");
    await expect(pay).toBeDisabled();
    await userEvent.click(pay, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    refuse(new Error("The card was declined"));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("The card was declined");
    await expect(pay).not.toBeDisabled();
    await expect(canvas.getByRole("textbox", { name: t("store:payments.card.firstName") })).toHaveValue(
      " Mei ",
    );
  },
};

/** The app's own words for a refused payment, and its `submitting`. */
export const AppErrorAndSubmitting: Story = {
  name: "Payment refused by the provider",
  args: { error: "Please check the card details", submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("Please check the card details");
    await expect(
      canvas.getByRole("button", { name: t("store:payments.card.pay", { amount: "$35.00" }) }),
    ).toHaveAttribute("aria-busy", "true");
    await expect(canvas.getByText(t("store:payments.card.privacy"))).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: t("feed:avatar.cancel") }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The messages and the countries in the member's language. */
export const SimplifiedChinese: Story = {
  globals: { locale: "zhcn" },
  args: { amountLabel: "US$35.00", onCancel: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "支付 US$35.00" }));
    await expect(canvas.getByRole("textbox", { name: "名字" })).toHaveAccessibleDescription("请填写名字");
    await expect(canvas.getByRole("textbox", { name: "卡号" })).toHaveAccessibleDescription("请填写卡号");
    await userEvent.click(canvas.getByRole("button", { name: /^国家\/地区/ }));
    const options = await screen.findAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      "香港",
      "马来西亚",
      "新加坡",
      "台湾",
      "韩国",
      "美国",
    ]);
    await userEvent.keyboard("{Escape}");
  },
};

/** A fixed clock for the baselines: the expiry years start in 2025. */
const NOW = new Date(2025, 5, 15, 12);
const filled: CardFormPreviewProps["text"] = {
  name: "Mei",
  lastname: "Lin",
  cardnumber: "4242 4242 4242 4242",
  exp_month: "08",
  exp_year: "2029",
  cvv: "123",
  country: "TW",
  phone: "+886 912 345 678",
  grEmail: "mei@example.com",
};
const rows = [
  "filled",
  "refused",
  "with address, refused",
  "paying",
  "declined",
  "繁體中文, refused",
] as const;
const states: Record<(typeof rows)[number], CardFormPreviewProps> = {
  filled: { text: filled, onCancel: true },
  refused: { state: "invalid", text: { name: "Mei", cardnumber: "4242 4242", grEmail: "mei@" } },
  "with address, refused": { needsAddress: true, state: "invalid", text: filled },
  paying: { text: filled, state: "submitting", onCancel: true },
  declined: { text: filled, error: "Please check the card details" },
  "繁體中文, refused": { state: "invalid", amountLabel: "US$35.00" },
};

/** Each state at a phone's width and in the desktop dialog's. */
export const CatalogStory: Story = {
  name: "Catalog",
  render: () => (
    <Catalog
      rows={rows}
      columns={["phone (358 px)", "dialog (720 px)"] as const}
      render={(row, column) => (
        <InLanguage lang={row.startsWith("繁體中文") ? "zhtw" : "en"}>
          <div
            className={
              column === "phone (358 px)"
                ? "w-[358px] rounded-2xl bg-surface p-4 shadow-card"
                : "w-[720px] rounded-2xl bg-surface p-6 shadow-overlay"
            }
          >
            <CardFormPreview {...states[row]} now={NOW} />
          </div>
        </InLanguage>
      )}
    />
  ),
};
