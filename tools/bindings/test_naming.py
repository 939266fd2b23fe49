"""The naming rules of naming.py, one test per rule, on names GTK and
libadwaita really have. Run: python3 -m unittest discover -s tools/bindings"""
from __future__ import annotations

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bindings import naming  # noqa: E402


class GetterRules(unittest.TestCase):
    def test_a_zero_argument_get_is_a_property_without_get(self):
        self.assertEqual(naming.getter_property("get_first_child", 0, False, True), "firstChild")
        self.assertEqual(naming.getter_property("get_n_pages", 0, False, True), "nPages")

    def test_a_boolean_predicate_keeps_its_prefix(self):
        self.assertEqual(naming.getter_property("is_visible", 0, True, True), "isVisible")
        self.assertEqual(naming.getter_property("has_focus", 0, True, True), "hasFocus")

    def test_a_predicate_that_answers_something_else_stays_a_method(self):
        self.assertIsNone(naming.getter_property("is_selected", 0, False, True))

    def test_a_getter_with_arguments_or_no_result_stays_a_method(self):
        self.assertIsNone(naming.getter_property("get_nth_page", 1, False, True))
        self.assertIsNone(naming.getter_property("get_thing", 0, False, False))

    def test_an_argument_the_name_already_names_has_no_label(self):
        self.assertEqual(naming.first_label("get_response_enabled", "response"), "_")
        self.assertEqual(naming.first_label("get_accels_for_action", "detailed_action_name"), "_")
        self.assertEqual(naming.first_label("set_page_title", "page"), "_")
        self.assertEqual(naming.first_label("select_day", "date"), "date")
        self.assertEqual(naming.first_label("set_size_request", "width"), "width")
        self.assertEqual(naming.first_label("get_ancestor", "widget_type"), "widgetType")
        self.assertEqual(naming.first_label("set_policy", "hscrollbar_policy", ["vscrollbar_policy"]), "hscrollbarPolicy")
        self.assertEqual(naming.first_label("set_response_enabled", "response", ["enabled"]), "_")

    def test_a_zero_argument_list_is_a_property_of_what_it_lists(self):
        self.assertEqual(naming.getter_property("list_action_descriptions", 0, False, True), "actionDescriptions")
        self.assertIsNone(naming.getter_property("list_action_descriptions", 1, False, True))
        self.assertIsNone(naming.getter_property("grab_focus", 0, True, True))

    def test_a_boolean_getter_reads_as_an_assertion(self):
        self.assertEqual(naming.getter_property("get_mapped", 0, True, True), "isMapped")
        self.assertEqual(naming.getter_property("get_child_visible", 0, True, True), "childVisible")

    def test_a_keyword_is_escaped(self):
        self.assertEqual(naming.getter_property("get_default", 0, False, True), "`default`")

    def test_the_setter_of_a_getter_property_is_found_by_name(self):
        self.assertEqual(naming.setter_for("firstChild"), "set_first_child")
        self.assertEqual(naming.setter_for("isVisible"), "set_visible")
        self.assertEqual(naming.setter_for("`default`"), "set_default")
        self.assertEqual(naming.setter_for("cssClassID"), "set_css_class_id")


class MethodRules(unittest.TestCase):
    def test_a_method_with_arguments_loses_get(self):
        self.assertEqual(naming.method_name("get_nth_page", 1), "nthPage")
        self.assertEqual(naming.method_name("get_ancestor", 1), "ancestor")

    def test_other_methods_are_lower_camel_case_with_initialisms_in_capitals(self):
        self.assertEqual(naming.method_name("add_css_class", 1), "addCSSClass")
        self.assertEqual(naming.ident("css_classes"), "cssClasses")
        self.assertEqual(naming.ident("response_id"), "responseID")
        self.assertEqual(naming.method_name("get", 0), "get")


class LabelRules(unittest.TestCase):
    def test_no_label_where_the_name_says_what_the_argument_is(self):
        self.assertEqual(naming.first_label("set_child", "child"), "_")
        self.assertEqual(naming.first_label("add_css_class", "css_class"), "_")
        self.assertEqual(naming.first_label("add_toast", "toast"), "_")
        self.assertEqual(naming.first_label("get_nth_page", "page_num"), "_")

    def test_no_label_for_a_stand_in_name(self):
        self.assertEqual(naming.first_label("append", "child"), "_")
        self.assertEqual(naming.first_label("add_suffix", "widget"), "_")
        self.assertEqual(naming.first_label("get_nth_page", "n"), "_")

    def test_a_position_is_at(self):
        self.assertEqual(naming.first_label("remove", "position"), "at")
        self.assertEqual(naming.later_label("position"), "at")

    def test_is_x_of_x_asks_whether_the_argument_is_the_x(self):
        self.assertEqual(naming.method_name("is_ancestor", 1, "ancestor"), "hasAncestor")
        self.assertEqual(naming.first_label("is_ancestor", "ancestor"), "_")

    def test_any_other_argument_keeps_its_name(self):
        self.assertEqual(naming.first_label("set_range", "min"), "min")
        self.assertEqual(naming.first_label("get_ancestor", "widget_type"), "widgetType")
        self.assertEqual(naming.first_label("set_policy", "hscrollbar_policy", ["vscrollbar_policy"]), "hscrollbarPolicy")
        self.assertEqual(naming.first_label("set_response_enabled", "response", ["enabled"]), "_")
        self.assertEqual(naming.later_label("sibling"), "sibling")


class ConstructorRules(unittest.TestCase):
    def test_the_plain_constructor_drops_a_stand_in_label(self):
        self.assertEqual(naming.constructor_first_label("new", "str"), "_")
        self.assertEqual(naming.constructor_first_label("new", "orientation"), "orientation")

    def test_a_named_constructor_is_labelled_by_what_it_is_made_from(self):
        self.assertEqual(naming.constructor_first_label("new_with_mnemonic", "str"), "mnemonic")
        self.assertEqual(naming.constructor_first_label("new_with_label", "label"), "label")
        self.assertEqual(naming.constructor_first_label("new_from_icon_name", "icon_name"), "iconName")
        self.assertEqual(naming.constructor_first_label("new_from_resource", "resource_path"), "resource")

    def test_a_named_constructor_that_does_not_name_its_argument_keeps_its_name(self):
        self.assertEqual(naming.constructor_first_label("new_with_range", "orientation"), "withRange")
        self.assertEqual(naming.constructor_first_label("new_from_file", "filename"), "fromFile")


class BooleanPropertyRules(unittest.TestCase):
    def test_one_adjective_reads_as_an_assertion(self):
        self.assertEqual(naming.boolean_property("visible"), "isVisible")
        self.assertEqual(naming.boolean_property("modal"), "isModal")

    def test_a_verb_or_a_phrase_keeps_its_name(self):
        self.assertEqual(naming.boolean_property("wrap"), "wrap")
        self.assertEqual(naming.boolean_property("hexpand"), "hexpand")
        self.assertEqual(naming.boolean_property("hhomogeneous"), "hhomogeneous")
        self.assertEqual(naming.boolean_property("has-frame"), "hasFrame")
        self.assertEqual(naming.boolean_property("use-underline"), "useUnderline")

    def test_a_noun_or_a_verb_of_one_word_keeps_its_name(self):
        self.assertEqual(naming.boolean_property("clamp"), "clamp")
        self.assertEqual(naming.boolean_property("autoplay"), "autoplay")
        self.assertEqual(naming.boolean_property("passthrough"), "passthrough")
        self.assertEqual(naming.boolean_property("loading"), "isLoading")
        self.assertEqual(naming.boolean_property("dark"), "isDark")


class DiscardableResultRules(unittest.TestCase):
    def test_a_result_of_an_action_may_be_dropped(self):
        self.assertTrue(naming.discardable("grab_focus"))
        self.assertTrue(naming.discardable("add_titled"))

    def test_a_result_of_a_question_may_not(self):
        self.assertFalse(naming.discardable("get_nth_page"))
        self.assertFalse(naming.discardable("is_ancestor"))
        self.assertFalse(naming.discardable("lookup_action"))
        self.assertFalse(naming.discardable("create_pango_layout"))


if __name__ == "__main__":
    unittest.main()
