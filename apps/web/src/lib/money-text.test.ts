import { describe, expect, it } from "vitest";
import { moneyFieldText, moneyText, moneyTextMessage, pesosOf, requiredMoneyText } from "./money-text";

describe("money text", () => {
  it("reads amounts as typed into centavos, blank as null, and says how to write a bad one", () => {
    expect(moneyText.parse("1.234,50")).toBe(123_450);
    expect(moneyText.parse("850.5")).toBe(85_050);
    expect(moneyText.parse("  ")).toBeNull();
    expect(moneyText.safeParse("12abc").error?.issues[0]?.message).toBe(moneyTextMessage);
  });

  it("refuses a blank amount where one is required", () => {
    expect(requiredMoneyText.parse("1500,5")).toBe(150_050);
    expect(requiredMoneyText.safeParse("").error?.issues[0]?.message).toBe(moneyTextMessage);
  });

  it("shows the API's pesos for editing and hands centavos back as pesos", () => {
    expect(moneyFieldText(1234.5)).toBe("1234,50");
    expect(moneyFieldText(1_500_000)).toBe("1500000,00");
    expect(moneyFieldText(null)).toBe("");
    expect(pesosOf(123_450)).toBe(1234.5);
    expect(pesosOf(null)).toBeNull();
  });
});
